import { dictionary } from './text.ts';

/**
 * Whole translated sentences and labels that product descriptions and specifications are
 * assembled from. Sentences name no gendered noun so they fit any product of their family.
 */
export const copy = dictionary(`
intro.top.1 An easy top that works on its own or layered under a jacket.|Una prenda fácil de llevar sola o bajo una chaqueta.|百搭上衣，可单穿也可叠穿在外套内。|一枚でもジャケットのインナーとしても活躍するトップスです。|百搭上衣，可單穿也能疊穿在外套內。|Un haut facile à porter seul ou sous une veste.
intro.top.2 Clean lines and neat finishing make it a wardrobe staple.|Líneas limpias y acabados cuidados: un básico del armario.|简洁的线条与精致的做工，是衣橱里的必备单品。|すっきりとしたラインと丁寧な仕上げで、ワードローブの定番に。|俐落線條與精緻做工，是衣櫥裡的必備單品。|Des lignes nettes et des finitions soignées pour un essentiel de la garde-robe.
intro.dress.1 A flattering silhouette that moves beautifully as you walk.|Una silueta favorecedora con un movimiento precioso al caminar.|修饰身形的廓形，行走间灵动飘逸。|歩くたびに美しく揺れる、きれいなシルエット。|修飾身形的輪廓，行走間靈動飄逸。|Une silhouette flatteuse qui bouge joliment à chaque pas.
intro.dress.2 Dress it up with heels or keep it casual with sneakers.|Queda genial con tacones o con zapatillas para un look informal.|搭配高跟鞋更显优雅，配运动鞋则轻松随性。|ヒールで上品に、スニーカーでカジュアルに。|搭配高跟鞋更顯優雅，配運動鞋則輕鬆隨性。|À porter avec des talons ou, plus décontracté, avec des baskets.
intro.knit.1 A cosy knit made for layering through the cooler months.|Un punto acogedor pensado para los meses más fríos.|温暖舒适的针织单品，适合凉爽季节叠穿。|肌寒い季節の重ね着にぴったりの、あたたかなニット。|溫暖舒適的針織單品，適合涼爽季節疊穿。|Une maille douillette pensée pour les mois plus frais.
intro.knit.2 The even, textured stitch keeps its shape wear after wear.|Su punto uniforme y con textura mantiene la forma uso tras uso.|均匀而富有质感的针法，多次穿着依然有型。|均一で表情のある編み地は、着るたびに形をキープします。|均勻而富有質感的針法，多次穿著依然有型。|Son point régulier et texturé garde sa forme au fil des ports.
intro.bottom.1 A versatile pair with a comfortable waist and a clean drape.|Un modelo versátil con una cintura cómoda y una caída limpia.|百搭的裤装，腰部舒适，垂坠利落。|はき心地のよいウエストと、きれいな落ち感の万能な一本。|百搭的褲裝，腰部舒適，垂墜俐落。|Un modèle polyvalent à la taille confortable et au tombé net.
intro.bottom.2 Deep pockets and reinforced seams are built for everyday wear.|Bolsillos profundos y costuras reforzadas pensados para el día a día.|深口袋与加固缝线，经得起日常穿着。|深めのポケットと補強した縫い目で、毎日気兼ねなくはけます。|深口袋與加固縫線，經得起日常穿著。|Poches profondes et coutures renforcées pour un usage quotidien.
intro.outer.1 A dependable outer layer that carries you from season to season.|Una capa exterior fiable que te acompaña de una estación a otra.|可靠的外搭单品，陪你度过季节更替。|季節をまたいで頼れる一着。|可靠的外搭單品，陪你度過季節更替。|Une pièce à superposer fiable, d'une saison à l'autre.
intro.outer.2 Roomy enough for a knit underneath, with practical pockets.|Con espacio para un jersey debajo y bolsillos prácticos.|内搭毛衣也不显局促，口袋实用。|ニットを中に着てもゆとりがあり、ポケットも実用的。|內搭毛衣也不顯侷促，口袋實用。|Assez ample pour une maille dessous, avec des poches pratiques.
intro.swim.1 A supportive swim piece with a flattering, sculpted fit.|Una prenda de baño con buena sujeción y un ajuste favorecedor.|支撑性好，剪裁修身显线条。|しっかりホールドし、きれいなラインを描く水着。|支撐性佳，剪裁修身顯線條。|Un maillot bien maintenu à la coupe flatteuse.
intro.swim.2 Quick-drying and chlorine-resistant, ready for pool and sea.|Secado rápido y resistencia al cloro, para la piscina y el mar.|速干抗氯，泳池海边皆宜。|速乾性と耐塩素性にすぐれ、プールにも海にも。|速乾抗氯，泳池海邊皆宜。|Séchage rapide et résistance au chlore, pour la piscine comme pour la mer.
intro.baby.1 Gentle on delicate skin, with snaps for quick changes.|Suave con la piel delicada, con corchetes para cambiar el pañal en un momento.|亲肤温和，按扣设计方便换尿布。|デリケートな肌にやさしく、スナップボタンでおむつ替えも簡単。|親膚溫和，按扣設計方便換尿布。|Tout en douceur pour les peaux délicates, avec des pressions pour changer bébé en un clin d'œil.
intro.baby.2 Flat seams and a roomy cut let little ones move freely.|Costuras planas y un corte amplio para que los peques se muevan con libertad.|平缝设计、宽松剪裁，宝宝活动自如。|フラットな縫い目とゆとりのあるカットで、のびのび動けます。|平縫設計、寬鬆剪裁，寶寶活動自如。|Coutures plates et coupe ample pour que les tout-petits bougent librement.
intro.shoe.1 A cushioned footbed and a flexible sole keep you comfortable all day.|Una plantilla acolchada y una suela flexible para una comodidad de todo el día.|缓震鞋垫搭配柔韧鞋底，整日舒适。|クッション性のあるインソールとしなやかなソールで、一日中快適。|緩震鞋墊搭配柔韌鞋底，整日舒適。|Une semelle intérieure rembourrée et une semelle souple pour un confort toute la journée.
intro.shoe.2 Finished with durable stitching and a grippy rubber outsole.|Con costuras resistentes y una suela de goma antideslizante.|坚固缝线，搭配防滑橡胶外底。|丈夫なステッチと滑りにくいラバーソールで仕上げました。|堅固縫線，搭配防滑橡膠大底。|Des coutures solides et une semelle extérieure en caoutchouc antidérapante.
intro.bag.1 Room for the essentials, with an inner pocket for your phone and keys.|Espacio para lo esencial, con un bolsillo interior para el móvil y las llaves.|容纳日常必需品，内袋可放手机和钥匙。|必需品がすっきり収まり、スマホや鍵用の内ポケット付き。|容納日常必需品，內袋可放手機和鑰匙。|De la place pour l'essentiel, avec une poche intérieure pour le téléphone et les clés.
intro.bag.2 Sturdy straps and a structured base help it keep its shape.|Asas resistentes y una base firme que mantiene la forma.|结实的背带和硬挺的底部，保持包型。|丈夫なストラップとしっかりした底で、型くずれしにくい。|結實的背帶與硬挺的底部，維持包型。|Des anses solides et un fond structuré qui garde sa forme.
intro.accessory.1 The finishing touch that pulls an outfit together.|El toque final que completa cualquier look.|画龙点睛的搭配单品，让整体造型更完整。|コーディネートを仕上げる、最後のひと品。|畫龍點睛的搭配單品，讓整體造型更完整。|La touche finale qui complète une tenue.
intro.accessory.2 Light to carry and easy to pair with everything you own.|Fácil de llevar y de combinar con todo tu armario.|轻便易携，百搭衣橱里的每一件。|軽くて持ち運びやすく、手持ちの服に合わせやすい。|輕便好攜帶，百搭衣櫥裡的每一件。|Facile à emporter et à associer à toute votre garde-robe.
intro.jewelry.1 A delicate piece designed to be worn every day.|Una pieza delicada pensada para llevar a diario.|精致小巧，适合日常佩戴。|毎日身につけたくなる繊細なデザイン。|精緻小巧，適合日常配戴。|Un bijou délicat pensé pour être porté au quotidien.
intro.jewelry.2 Layer it with other chains or let it shine on its own.|Combínalo con otras cadenas o deja que brille solo.|可与其他项链叠戴，单戴同样出彩。|重ねづけしても、一本で着けても映えます。|可與其他項鍊疊戴，單戴同樣出彩。|À superposer avec d'autres chaînes ou à porter seul.
craft.hand-knit Each piece is knitted by hand by a small cooperative of artisans, so no two are exactly alike.|Cada pieza se teje a mano en una pequeña cooperativa de artesanas, así que no hay dos iguales.|由小型手工艺合作社逐件手工编织，每一件都独一无二。|小さな職人の工房で一点ずつ手編みしているため、同じものはふたつとありません。|由小型手工藝合作社逐件手工編織，每一件都獨一無二。|Chaque pièce est tricotée à la main par une petite coopérative d'artisanes : aucune n'est tout à fait identique.
craft.embroidered The embroidery is stitched by hand, which takes several hours per piece.|El bordado se hace a mano y requiere varias horas por pieza.|刺绣全部手工完成，每件需耗时数小时。|刺繍はすべて手作業で、一点につき数時間をかけています。|刺繡全部手工完成，每件需耗時數小時。|La broderie est réalisée à la main, ce qui demande plusieurs heures par pièce.
craft.hand-woven Woven by hand on traditional looms, then finished in a family workshop.|Se teje a mano en telares tradicionales y se remata en un taller familiar.|以传统织机手工编织，并在家庭作坊中完成收尾。|伝統的な織機で手織りし、家族経営の工房で仕上げています。|以傳統織機手工編織，並在家庭工坊中完成收尾。|Le tissage est fait à la main sur des métiers traditionnels, la finition dans un atelier familial.
craft.hand-dyed Each piece is dyed by hand with plant-based dyes, so the shade varies slightly.|Cada pieza se tiñe a mano con tintes vegetales, por lo que el tono varía ligeramente.|每件均以植物染料手工染色，色调略有差异。|一点ずつ植物染料で手染めしているため、色味が少しずつ異なります。|每件均以植物染料手工染色，色調略有差異。|Chaque pièce est teinte à la main avec des teintures végétales : la nuance varie légèrement.
craft.handcrafted Each piece is shaped and polished by hand in a small studio.|Cada pieza se moldea y se pule a mano en un pequeño taller.|在小型工作室中逐件手工塑形、打磨而成。|小さなアトリエで、ひとつずつ手作業で成形し磨き上げています。|在小型工作室中逐件手工塑形、打磨而成。|Chaque pièce est façonnée et polie à la main dans un petit atelier.
material.cotton Soft, breathable cotton brings all-day comfort.|El algodón suave y transpirable aporta comodidad durante todo el día.|柔软透气的棉质面料，全天舒适。|柔らかく通気性のよいコットンで、一日中快適に過ごせます。|柔軟透氣的棉質面料，整天舒適。|Le coton doux et respirant offre un confort toute la journée.
material.organic-cotton Organic cotton, grown without synthetic pesticides, feels soft from the first wear.|El algodón orgánico, cultivado sin pesticidas sintéticos, es suave desde el primer uso.|有机棉种植过程不使用化学农药，初次穿着即柔软亲肤。|化学農薬を使わずに育てたオーガニックコットンは、最初から肌ざわりがやわらか。|有機棉種植過程不使用化學農藥，初次穿著即柔軟親膚。|Le coton bio, cultivé sans pesticides de synthèse, est doux dès le premier port.
material.linen Breathable linen keeps things cool and softens with every wash.|El lino transpirable aporta frescura y se suaviza con cada lavado.|透气亚麻清爽宜人，越洗越柔软。|通気性のよいリネンは涼しく、洗うほどに柔らかくなります。|透氣亞麻清爽宜人，越洗越柔軟。|Le lin respirant apporte de la fraîcheur et s'assouplit à chaque lavage.
material.wool Warm, naturally breathable wool regulates temperature through the day.|La lana, cálida y transpirable por naturaleza, regula la temperatura durante el día.|羊毛保暖且天然透气，全天调节体温。|あたたかく天然の通気性をもつウールが、一日の温度変化に対応します。|羊毛保暖且天然透氣，全天調節體溫。|La laine, chaude et naturellement respirante, régule la température tout au long de la journée.
material.merino Fine merino wool is soft against the skin and resists odours.|La fina lana merino es suave sobre la piel y resiste los olores.|细腻的美利奴羊毛亲肤柔软，且不易产生异味。|細番手のメリノウールは肌ざわりがよく、においもつきにくい素材です。|細緻的美麗諾羊毛親膚柔軟，且不易產生異味。|La fine laine mérinos est douce sur la peau et résiste aux odeurs.
material.cashmere Pure cashmere brings light, lofty warmth with an exceptionally soft hand.|La cachemira pura aporta un calor ligero y un tacto excepcionalmente suave.|纯羊绒轻盈蓬松，保暖且手感格外柔软。|ピュアカシミヤならではの軽やかなあたたかさと、格別になめらかな手ざわり。|純羊絨輕盈蓬鬆，保暖且手感格外柔軟。|Le cachemire pur offre une chaleur légère et un toucher exceptionnellement doux.
material.silk Smooth silk catches the light and drapes beautifully.|La seda suave capta la luz y tiene una caída preciosa.|顺滑真丝泛着柔和光泽，垂坠感极佳。|なめらかなシルクが光をとらえ、美しいドレープを描きます。|順滑真絲泛著柔和光澤，垂墜感極佳。|La soie fluide capte la lumière et offre un tombé magnifique.
material.denim Sturdy denim fades over time into a look that is yours alone.|Un denim resistente que se desgasta hasta lograr un aspecto único.|结实的牛仔布，随穿着自然褪色，形成专属于你的样子。|丈夫なデニムは、着込むほどに自分だけの色落ちに育ちます。|結實的牛仔布，隨穿著自然褪色，形成專屬於你的樣子。|Un denim robuste qui se patine pour un rendu unique.
material.leather Full-grain leather develops a rich patina over time.|Cuero de plena flor que adquiere una bella pátina con el tiempo.|全粒面真皮，随时间推移形成温润光泽。|フルグレインレザーは、使うほどに深みのある風合いに。|全粒面真皮，隨時間推移形成溫潤光澤。|Un cuir pleine fleur qui se patine joliment avec le temps.
material.suede Velvety suede with a soft, brushed finish.|Ante aterciopelado con un acabado suave y cepillado.|丝绒般的麂皮，表面柔软细腻。|ベルベットのようなスエードを、やさしい起毛仕上げに。|絲絨般的麂皮，表面柔軟細膩。|Un daim velouté au fini doux et brossé.
material.canvas Heavyweight canvas that is tough enough for daily use.|Lona gruesa, lo bastante resistente para el uso diario.|厚实帆布，经得起日常使用。|厚手のキャンバス地は、毎日使っても安心の丈夫さ。|厚實帆布，經得起日常使用。|Une toile épaisse, assez résistante pour un usage quotidien.
material.recycled-polyester Recycled polyester made from post-consumer plastic bottles.|Poliéster reciclado procedente de botellas de plástico usadas.|采用回收塑料瓶制成的再生聚酯纤维。|使用済みペットボトルから生まれたリサイクルポリエステルを使用。|採用回收塑膠瓶製成的再生聚酯纖維。|Un polyester recyclé issu de bouteilles en plastique usagées.
material.recycled-nylon Recycled nylon with a smooth, quick-drying finish.|Nailon reciclado con un acabado liso de secado rápido.|再生尼龙面料，顺滑速干。|なめらかで乾きやすいリサイクルナイロン。|再生尼龍面料，順滑速乾。|Un nylon recyclé au fini lisse et à séchage rapide.
material.viscose Fluid viscose falls softly and feels cool on warm days.|La viscosa fluida cae con suavidad y resulta fresca en los días de calor.|垂顺的粘胶纤维，质感柔滑，炎热天气也清凉。|とろみのあるビスコースはやわらかく落ち、暑い日もひんやり快適。|垂順的嫘縈，質感柔滑，炎熱天氣也清涼。|La viscose fluide tombe avec souplesse et reste fraîche par temps chaud.
material.raffia Natural raffia, light and textured, woven for summer.|Rafia natural, ligera y con textura, trenzada para el verano.|天然拉菲草，轻盈而富有肌理，专为夏日编织。|軽やかで表情豊かな天然ラフィアを、夏に向けて編み上げました。|天然拉菲草，輕盈而富有肌理，專為夏日編織。|Un raphia naturel, léger et texturé, tressé pour l'été.
material.silver Solid sterling silver, nickel-free and gentle on sensitive skin.|Plata de ley maciza, sin níquel y suave con la piel sensible.|实心925银，不含镍，敏感肌肤也可安心佩戴。|ニッケルフリーのシルバー925で、敏感肌の方にも。|實心925銀，不含鎳，敏感肌膚也能安心配戴。|Argent massif 925, sans nickel et doux pour les peaux sensibles.
material.brass Solid brass with a warm golden tone, treated to resist tarnish.|Latón macizo de tono dorado cálido, tratado para que no se oscurezca.|实心黄铜，呈温暖金色调，经处理不易氧化。|あたたかみのあるゴールドトーンの真鍮に、変色しにくい加工を施しました。|實心黃銅，呈溫暖金色調，經處理不易氧化。|Du laiton massif aux reflets dorés, traité pour résister au ternissement.
closing.1 A piece you will reach for again and again.|Una pieza a la que volverás una y otra vez.|一件让你反复穿搭的单品。|何度も手に取りたくなる一品です。|一件讓你反覆穿搭的單品。|Une pièce vers laquelle vous reviendrez encore et encore.
closing.2 Designed to last, season after season.|Un diseño pensado para durar temporada tras temporada.|经久耐用，一季又一季。|長く愛用できるよう、丁寧に仕立てました。|經久耐用，一季又一季。|Une pièce pensée pour durer, saison après saison.
closing.3 Made in small batches to reduce waste.|Se fabrica en pequeñas series para reducir residuos.|小批量生产，减少浪费。|廃棄を減らすため、少量ずつ生産しています。|小批量生產，減少浪費。|Une fabrication en petites séries pour limiter le gaspillage.
closing.4 Easy to dress up or down, from the office to the weekend.|Fácil de arreglar o de llevar informal, de la oficina al fin de semana.|正式或休闲皆宜，从办公室到周末都能驾驭。|オフィスから週末まで、きれいめにもカジュアルにも。|正式或休閒皆宜，從辦公室到週末都能駕馭。|Habillé ou décontracté, du bureau au week-end.
group.care Material & Care|Material y cuidado|材质与护理|素材・お手入れ|材質與護理|Matière et entretien
group.fit Fit & Size|Ajuste y talla|版型与尺码|サイズ・フィット|版型與尺碼|Coupe et taille
group.details Details|Detalles|细节|ディテール|細節|Détails
key.material Material|Material|材质|素材|材質|Matière
key.care Care|Cuidado|护理|お手入れ|護理|Entretien
key.fit Fit|Ajuste|版型|シルエット|版型|Coupe
key.sizeAdvice Size advice|Consejo de talla|尺码建议|サイズアドバイス|尺碼建議|Conseil taille
key.closure Closure|Cierre|闭合方式|留め具|閉合方式|Fermeture
key.madeIn Made in|Fabricado en|产地|生産国|產地|Fabriqué en
key.styleCode Style code|Referencia|款号|品番|款號|Référence
care.wash Machine wash at 30°C|Lavar a máquina a 30 °C|30°C机洗|30°Cで洗濯機洗い|30°C機洗|Lavage en machine à 30 °C
care.hand Hand wash cold|Lavar a mano en frío|冷水手洗|手洗い（冷水）|冷水手洗|Lavage à la main à froid
care.dry Dry clean only|Solo limpieza en seco|仅限干洗|ドライクリーニングのみ|僅限乾洗|Nettoyage à sec uniquement
care.wipe Wipe clean with a damp cloth|Limpiar con un paño húmedo|用湿布擦拭清洁|湿らせた布で拭いてください|用濕布擦拭清潔|Nettoyer avec un chiffon humide
care.polish Polish with a soft cloth|Pulir con un paño suave|用软布擦拭抛光|柔らかい布で磨いてください|用軟布擦拭拋光|Polir avec un chiffon doux
fit.slim Slim|Entallado|修身|スリム|修身|Ajustée
fit.regular Regular|Regular|常规|レギュラー|標準|Droite
fit.relaxed Relaxed|Holgado|宽松|リラックス|寬鬆|Ample
fit.oversized Oversized|Oversize|超宽松|オーバーサイズ|超寬鬆|Oversize
size.true True to size|Elige tu talla habitual|尺码标准|普段のサイズをお選びください|尺碼標準|Taille normalement
size.small Runs small, consider sizing up|Talla pequeña, elige una talla más|尺码偏小，建议选大一码|小さめの作りです。ワンサイズ上がおすすめ|尺碼偏小，建議選大一號|Taille petit, prenez la taille au-dessus
size.large Runs large, consider sizing down|Talla grande, elige una talla menos|尺码偏大，建议选小一码|大きめの作りです。ワンサイズ下がおすすめ|尺碼偏大，建議選小一號|Taille grand, prenez la taille en dessous
closure.buttons Buttons|Botones|纽扣|ボタン|鈕扣|Boutons
closure.zip Zip|Cremallera|拉链|ファスナー|拉鍊|Fermeture éclair
closure.pullOn Pull-on|Sin cierre|套穿式|かぶり|套穿式|À enfiler
closure.tie Tie fastening|Cierre anudado|系带|リボン結び|繫帶|Liens à nouer
closure.laces Laces|Cordones|鞋带|靴ひも|鞋帶|Lacets
closure.slipOn Slip-on|Sin cordones|一脚蹬|スリッポン|一腳蹬|Sans lacets
closure.magnet Magnetic snap|Cierre magnético|磁扣|マグネットボタン|磁扣|Bouton aimanté
closure.clasp Lobster clasp|Cierre de mosquetón|龙虾扣|カニカン|龍蝦扣|Fermoir mousqueton
closure.buckle Buckle|Hebilla|搭扣|バックル|搭扣|Boucle
closure.drawstring Drawstring|Cordón ajustable|抽绳|ドローコード|抽繩|Cordon de serrage
country.portugal Portugal|Portugal|葡萄牙|ポルトガル|葡萄牙|Portugal
country.italy Italy|Italia|意大利|イタリア|義大利|Italie
country.japan Japan|Japón|日本|日本|日本|Japon
country.india India|India|印度|インド|印度|Inde
country.peru Peru|Perú|秘鲁|ペルー|秘魯|Pérou
country.turkey Turkey|Turquía|土耳其|トルコ|土耳其|Turquie
country.vietnam Vietnam|Vietnam|越南|ベトナム|越南|Viêt Nam
country.spain Spain|España|西班牙|スペイン|西班牙|Espagne
country.france France|Francia|法国|フランス|法國|France
country.morocco Morocco|Marruecos|摩洛哥|モロッコ|摩洛哥|Maroc
`);

export const FITS = ['slim', 'regular', 'relaxed', 'oversized'];
export const SIZE_ADVICE = ['true', 'true', 'true', 'small', 'large'];
export const COUNTRIES = [
  'portugal',
  'italy',
  'japan',
  'india',
  'peru',
  'turkey',
  'vietnam',
  'spain',
  'france',
  'morocco',
];
