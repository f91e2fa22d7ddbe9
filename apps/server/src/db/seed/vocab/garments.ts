import { SIZE_SCALES, type SizeScale } from './attributes.ts';
import { blocks, L, type T } from './text.ts';

/** Grammatical gender and number of a French or Spanish noun: adjectives agree with it. */
export type Gender = 'm' | 'f' | 'mp' | 'fp';

/** Families of garments sharing description sentences. */
export const KINDS = [
  'top',
  'dress',
  'knit',
  'bottom',
  'outer',
  'swim',
  'baby',
  'shoe',
  'bag',
  'accessory',
  'jewelry',
] as const;
export type Kind = (typeof KINDS)[number];

export const CLOSURES = [
  'buttons',
  'zip',
  'pullOn',
  'tie',
  'laces',
  'slipOn',
  'magnet',
  'clasp',
  'buckle',
  'drawstring',
] as const;
export type Closure = (typeof CLOSURES)[number];

export interface Style {
  name: T;
  fr: Gender;
  es: Gender;
  materials: string[];
  closures: Closure[];
}

export interface Garment {
  code: string;
  kind: Kind;
  scale: SizeScale;
  /** Usual price range in whole dollars. */
  price: [number, number];
  colors?: string[];
  styles: Style[];
}

/*
 * One garment per unindented line (code, then key=value), its styles below it: the six names
 * (en|es|cn|jp|tw|fr), then after `;` what differs from the garment (French/Spanish gender,
 * materials, closure). Style names carry no material: the name composer adds it per language.
 */
const TABLE = `
dress kind=dress fr=f es=m scale=apparel price=45-220 materials=linen,cotton,silk,viscose,organic-cotton closures=zip,pullOn
  Wrap Dress|Vestido cruzado|裹身连衣裙|ラップドレス|裹身連衣裙|Robe portefeuille ; closures=tie
  Slip Dress|Vestido lencero|吊带连衣裙|スリップドレス|吊帶連衣裙|Robe nuisette
  Shirt Dress|Vestido camisero|衬衫式连衣裙|シャツワンピース|襯衫式連衣裙|Robe chemise ; closures=buttons
  Midi Dress|Vestido midi|中长款连衣裙|ミディ丈ワンピース|中長版連衣裙|Robe mi-longue
  Maxi Dress|Vestido largo|长款连衣裙|マキシワンピース|長版連衣裙|Robe longue
  Tiered Dress|Vestido de volantes|层叠连衣裙|ティアードワンピース|層次連衣裙|Robe à volants
blouse kind=top fr=f es=f scale=apparel price=30-160 materials=silk,cotton,linen,viscose closures=buttons,pullOn
  Peasant Blouse|Blusa campesina|田园风衬衫|ペザントブラウス|田園風襯衫|Blouse paysanne
  Bow Blouse|Blusa con lazada|蝴蝶结衬衫|ボウタイブラウス|蝴蝶結襯衫|Blouse lavallière
  Puff-sleeve Blouse|Blusa de manga abullonada|泡泡袖衬衫|パフスリーブブラウス|泡泡袖襯衫|Blouse à manches bouffantes
  Tunic|Túnica|长款罩衫|チュニック|長版罩衫|Tunique
shirt kind=top fr=f es=f scale=apparel price=35-150 materials=cotton,linen,organic-cotton,denim,silk closures=buttons
  Oxford Shirt|Camisa Oxford|牛津纺衬衫|オックスフォードシャツ|牛津紡襯衫|Chemise Oxford ; materials=cotton,organic-cotton
  Camp-collar Shirt|Camisa de cuello cubano|古巴领衬衫|オープンカラーシャツ|古巴領襯衫|Chemise à col cubain
  Overshirt|Sobrecamisa|衬衫式外套|シャツジャケット|襯衫式外套|Surchemise
  Band-collar Shirt|Camisa de cuello mao|立领衬衫|バンドカラーシャツ|立領襯衫|Chemise à col officier
tshirt kind=top fr=m es=f scale=apparel price=12-60 materials=cotton,organic-cotton,linen closures=pullOn
  Crew-neck T-shirt|Camiseta de cuello redondo|圆领T恤|クルーネックTシャツ|圓領T恤|T-shirt col rond
  V-neck T-shirt|Camiseta de cuello de pico|V领T恤|VネックTシャツ|V領T恤|T-shirt col V
  Pocket T-shirt|Camiseta con bolsillo|口袋T恤|ポケットTシャツ|口袋T恤|T-shirt à poche
  Long-sleeve T-shirt|Camiseta de manga larga|长袖T恤|長袖Tシャツ|長袖T恤|T-shirt à manches longues
polo kind=top fr=m es=m scale=apparel price=25-90 materials=cotton,organic-cotton,merino closures=buttons
  Piqué Polo|Polo piqué|珠地网眼Polo衫|鹿の子ポロシャツ|珠地網眼Polo衫|Polo piqué ; materials=cotton,organic-cotton
  Knitted Polo|Polo de punto|针织Polo衫|ニットポロシャツ|針織Polo衫|Polo tricot
  Long-sleeve Polo|Polo de manga larga|长袖Polo衫|長袖ポロシャツ|長袖Polo衫|Polo à manches longues
sweater kind=knit fr=m es=m scale=apparel price=40-260 materials=wool,merino,cashmere,cotton,organic-cotton closures=pullOn
  Crew-neck Sweater|Jersey de cuello redondo|圆领毛衣|クルーネックセーター|圓領毛衣|Pull col rond
  Turtleneck Sweater|Jersey de cuello alto|高领毛衣|タートルネックセーター|高領毛衣|Pull col roulé
  Cable-knit Sweater|Jersey de ochos|麻花毛衣|ケーブルニットセーター|麻花毛衣|Pull torsadé
  Fisherman Sweater|Jersey marinero|渔夫毛衣|フィッシャーマンセーター|漁夫毛衣|Pull marin
cardigan kind=knit fr=m es=m scale=apparel price=45-240 materials=wool,merino,cashmere,cotton closures=buttons
  Button Cardigan|Cárdigan de botones|纽扣开衫|ボタンカーディガン|鈕扣開襟衫|Cardigan boutonné
  Long Cardigan|Cárdigan largo|长款开衫|ロングカーディガン|長版開襟衫|Cardigan long
  Cropped Cardigan|Cárdigan corto|短款开衫|ショート丈カーディガン|短版開襟衫|Cardigan court
hoodie kind=top fr=m es=f scale=apparel price=35-120 materials=cotton,organic-cotton,recycled-polyester closures=pullOn
  Pullover Hoodie|Sudadera con capucha|套头连帽卫衣|プルオーバーパーカー|套頭連帽衛衣|Sweat à capuche
  Zip Hoodie|Sudadera con capucha y cremallera|拉链连帽卫衣|ジップパーカー|拉鍊連帽外套|Sweat zippé à capuche ; closures=zip
sweatshirt kind=top fr=m es=f scale=apparel price=30-100 materials=cotton,organic-cotton,recycled-polyester closures=pullOn
  Crew Sweatshirt|Sudadera de cuello redondo|圆领卫衣|スウェットシャツ|圓領大學T|Sweat col rond
  Half-zip Sweatshirt|Sudadera con media cremallera|半拉链卫衣|ハーフジップスウェット|半拉鍊大學T|Sweat demi-zip ; closures=zip
jacket kind=outer fr=f es=f scale=apparel price=60-420 materials=denim,cotton,wool closures=zip,buttons
  Bomber Jacket|Cazadora bomber|飞行员夹克|ボンバージャケット|飛行員夾克|Blouson aviateur ; fr=m materials=recycled-nylon,suede,leather,wool closures=zip
  Trucker Jacket|Chaqueta trucker|工装夹克|トラッカージャケット|工裝夾克|Veste trucker ; materials=denim,cotton,suede closures=buttons
  Chore Jacket|Chaqueta de trabajo|工作夹克|カバーオール|工作夾克|Veste de travail ; closures=buttons
  Biker Jacket|Cazadora biker|机车夹克|ライダースジャケット|機車夾克|Blouson motard ; fr=m materials=leather,suede closures=zip
  Blazer|Americana|西装外套|テーラードジャケット|西裝外套|Blazer ; fr=m materials=wool,linen,cotton closures=buttons
coat kind=outer fr=m es=m scale=apparel price=120-480 materials=wool,cashmere closures=buttons
  Trench Coat|Gabardina|风衣|トレンチコート|風衣|Trench ; es=f materials=cotton,recycled-polyester
  Overcoat|Abrigo largo|长款大衣|チェスターコート|長版大衣|Manteau long
  Pea Coat|Chaquetón marinero|双排扣短大衣|ピーコート|雙排扣短大衣|Caban ; materials=wool
  Puffer Coat|Abrigo acolchado|绗缝棉服|パファーコート|鋪棉外套|Doudoune ; fr=f materials=recycled-polyester,recycled-nylon closures=zip
trousers kind=bottom fr=m es=m scale=apparel price=40-190 materials=cotton,linen,wool,organic-cotton,viscose closures=zip,buttons
  Wide-leg Trousers|Pantalón ancho|阔腿裤|ワイドパンツ|寬褲|Pantalon large
  Tailored Trousers|Pantalón de vestir|西裤|スラックス|西裝褲|Pantalon de tailleur
  Chinos|Pantalón chino|卡其裤|チノパンツ|卡其褲|Chino ; materials=cotton,organic-cotton
  Cargo Trousers|Pantalón cargo|工装裤|カーゴパンツ|工裝褲|Pantalon cargo
  Drawstring Trousers|Pantalón con cordón|抽绳裤|イージーパンツ|抽繩褲|Pantalon à cordon ; closures=drawstring
jeans kind=bottom fr=m es=mp scale=apparel price=45-180 materials=cotton,organic-cotton closures=buttons,zip colors=denim,sky,navy,black,grey,white,ivory
  Straight-leg Jeans|Vaqueros rectos|直筒牛仔裤|ストレートジーンズ|直筒牛仔褲|Jean droit
  Slim Jeans|Vaqueros pitillo|修身牛仔裤|スリムジーンズ|修身牛仔褲|Jean slim
  Wide-leg Jeans|Vaqueros anchos|阔腿牛仔裤|ワイドジーンズ|寬管牛仔褲|Jean large
  Bootcut Jeans|Vaqueros de campana|微喇牛仔裤|ブーツカットジーンズ|微喇牛仔褲|Jean bootcut
shorts kind=bottom fr=m es=m scale=apparel price=20-80 materials=cotton,linen,organic-cotton closures=buttons
  Chino Shorts|Pantalón corto chino|卡其短裤|チノショーツ|卡其短褲|Short chino
  Drawstring Shorts|Pantalón corto con cordón|抽绳短裤|イージーショーツ|抽繩短褲|Short à cordon ; closures=drawstring
  Bermuda Shorts|Bermudas|百慕大短裤|バミューダパンツ|百慕達短褲|Bermuda ; es=fp
skirt kind=dress fr=f es=f scale=apparel price=30-160 materials=cotton,linen,wool,silk,viscose,denim,suede closures=zip,buttons
  Pleated Skirt|Falda plisada|百褶裙|プリーツスカート|百褶裙|Jupe plissée
  A-line Skirt|Falda evasé|A字裙|Aラインスカート|A字裙|Jupe trapèze
  Midi Skirt|Falda midi|中长半身裙|ミディスカート|中長半身裙|Jupe mi-longue
  Wrap Skirt|Falda cruzada|裹身半身裙|ラップスカート|裹身半身裙|Jupe portefeuille ; closures=tie
  Mini Skirt|Minifalda|迷你短裙|ミニスカート|迷你短裙|Minijupe
swimsuit kind=swim fr=m es=m scale=apparel price=35-140 materials=recycled-nylon closures=pullOn
  One-piece Swimsuit|Bañador de una pieza|连体泳衣|ワンピース水着|連身泳裝|Maillot une pièce
  Halter Swimsuit|Bañador halter|挂脖连体泳衣|ホルターネック水着|掛脖連身泳裝|Maillot dos nu ; closures=tie
  Ruched Swimsuit|Bañador fruncido|褶皱连体泳衣|シャーリング水着|抓皺連身泳裝|Maillot froncé
bikini kind=swim fr=m es=m scale=apparel price=30-120 materials=recycled-nylon closures=tie
  Triangle Bikini|Bikini de triángulo|三角比基尼|三角ビキニ|三角比基尼|Bikini triangle
  Bandeau Bikini|Bikini bandeau|抹胸比基尼|バンドゥビキニ|抹胸比基尼|Bikini bandeau ; closures=clasp
  High-waist Bikini|Bikini de talle alto|高腰比基尼|ハイウエストビキニ|高腰比基尼|Bikini taille haute
bodysuit kind=baby fr=m es=m scale=apparel price=12-45 materials=organic-cotton,cotton,merino closures=buttons
  Short-sleeve Bodysuit|Body de manga corta|短袖连体衣|半袖ロンパース|短袖連身衣|Body à manches courtes
  Long-sleeve Bodysuit|Body de manga larga|长袖连体衣|長袖ロンパース|長袖連身衣|Body à manches longues
sneakers kind=shoe fr=fp es=fp scale=shoes price=45-220 materials=leather,canvas,suede,recycled-polyester closures=laces
  Low-top Sneakers|Zapatillas bajas|低帮运动鞋|ローカットスニーカー|低筒運動鞋|Baskets basses
  High-top Sneakers|Zapatillas altas|高帮运动鞋|ハイカットスニーカー|高筒運動鞋|Baskets montantes
  Running Sneakers|Zapatillas de running|跑步鞋|ランニングスニーカー|跑鞋|Baskets de course ; materials=recycled-polyester,suede
  Court Sneakers|Zapatillas de tenis|板鞋|コートスニーカー|板鞋|Baskets de tennis
boots kind=shoe fr=fp es=fp scale=shoes price=90-380 materials=leather,suede closures=zip
  Chelsea Boots|Botas Chelsea|切尔西靴|サイドゴアブーツ|切爾西靴|Bottines Chelsea ; closures=slipOn
  Ankle Boots|Botines|短靴|ショートブーツ|短靴|Bottines ; es=mp
  Lace-up Boots|Botas con cordones|系带靴|レースアップブーツ|綁帶靴|Bottes à lacets ; closures=laces
  Knee-high Boots|Botas altas|及膝靴|ロングブーツ|及膝靴|Bottes hautes
sandals kind=shoe fr=fp es=fp scale=shoes price=30-160 materials=leather,suede closures=buckle
  Slide Sandals|Sandalias de pala|一字拖鞋|スライドサンダル|一字拖鞋|Claquettes ; closures=slipOn
  Strappy Sandals|Sandalias de tiras|绑带凉鞋|ストラップサンダル|綁帶涼鞋|Sandales à brides
  Espadrilles|Alpargatas|草编鞋|エスパドリーユ|草編鞋|Espadrilles ; materials=canvas,raffia closures=slipOn
loafers kind=shoe fr=mp es=mp scale=shoes price=80-300 materials=leather,suede closures=slipOn
  Penny Loafers|Mocasines penny|便士乐福鞋|コインローファー|便士樂福鞋|Mocassins à bride
  Tassel Loafers|Mocasines con borlas|流苏乐福鞋|タッセルローファー|流蘇樂福鞋|Mocassins à pampilles
  Driving Loafers|Mocasines de conducción|豆豆鞋|ドライビングシューズ|豆豆鞋|Mocassins de conduite
bag kind=bag fr=m es=m scale=one price=40-420 materials=leather,suede,canvas,raffia closures=magnet,zip
  Shoulder Bag|Bolso de hombro|单肩包|ショルダーバッグ|單肩包|Sac porté épaule
  Crossbody Bag|Bolso bandolera|斜挎包|クロスボディバッグ|斜背包|Sac bandoulière
  Bucket Bag|Bolso saco|水桶包|バケットバッグ|水桶包|Sac seau ; closures=drawstring
  Clutch|Bolso de mano|手拿包|クラッチバッグ|手拿包|Pochette ; fr=f materials=leather,suede,raffia
tote kind=bag fr=m es=m scale=one price=25-260 materials=canvas,raffia,leather,cotton closures=magnet
  Tote Bag|Bolso tote|托特包|トートバッグ|托特包|Sac cabas
  Market Basket|Capazo|菜篮包|マルシェバッグ|菜籃包|Panier ; materials=raffia
  Beach Tote|Bolso de playa|沙滩包|ビーチトート|海灘包|Sac de plage ; materials=canvas,raffia,cotton
backpack kind=bag fr=m es=f scale=one price=45-240 materials=canvas,leather,recycled-nylon closures=zip
  Rolltop Backpack|Mochila enrollable|卷口双肩包|ロールトップバックパック|捲口後背包|Sac à dos à rabat roulé ; closures=buckle
  Daypack|Mochila de día|日用双肩包|デイパック|日用後背包|Sac à dos de ville
  Mini Backpack|Minimochila|迷你双肩包|ミニリュック|迷你後背包|Mini sac à dos
hat kind=accessory fr=m es=m scale=one price=25-150 materials=raffia,wool closures=pullOn
  Fedora|Sombrero fedora|软呢帽|中折れハット|紳士帽|Chapeau fedora
  Sun Hat|Sombrero de sol|遮阳帽|サンハット|遮陽帽|Chapeau de soleil ; materials=raffia,cotton
  Bucket Hat|Gorro de pescador|渔夫帽|バケットハット|漁夫帽|Bob ; materials=cotton,canvas
beanie kind=knit fr=m es=m scale=one price=18-90 materials=wool,merino,cashmere closures=pullOn
  Ribbed Beanie|Gorro de canalé|罗纹毛线帽|リブニット帽|羅紋毛線帽|Bonnet côtelé
  Pom-pom Beanie|Gorro con pompón|毛球毛线帽|ポンポンニット帽|毛球毛線帽|Bonnet à pompon
  Fisherman Beanie|Gorro marinero|渔夫毛线帽|フィッシャーマンビーニー|漁夫毛線帽|Bonnet marin
cap kind=accessory fr=f es=f scale=one price=18-60 materials=cotton,canvas,wool closures=buckle
  Baseball Cap|Gorra de béisbol|棒球帽|ベースボールキャップ|棒球帽|Casquette de baseball
  Five-panel Cap|Gorra de cinco paneles|五片帽|5パネルキャップ|五片帽|Casquette cinq panneaux
scarf kind=accessory fr=f es=f scale=one price=20-220 materials=wool,merino,cashmere,linen closures=pullOn
  Blanket Scarf|Bufanda manta|披肩围巾|ストール|披肩圍巾|Étole ; materials=wool,cashmere
  Square Scarf|Pañuelo cuadrado|方巾|スカーフ|方巾|Carré ; fr=m es=m materials=silk
  Fringed Scarf|Bufanda con flecos|流苏围巾|フリンジマフラー|流蘇圍巾|Écharpe à franges
  Skinny Scarf|Bufanda fina|窄版围巾|細身マフラー|窄版圍巾|Écharpe fine ; materials=wool,silk,linen
belt kind=accessory fr=f es=m scale=apparel price=25-140 materials=leather,suede,canvas closures=buckle
  Dress Belt|Cinturón de vestir|正装皮带|ドレスベルト|正裝皮帶|Ceinture habillée ; materials=leather,suede
  Braided Belt|Cinturón trenzado|编织腰带|メッシュベルト|編織腰帶|Ceinture tressée
  Wide Belt|Cinturón ancho|宽腰带|ワイドベルト|寬腰帶|Ceinture large
necklace kind=jewelry fr=m es=m scale=one price=25-260 materials=silver,brass closures=clasp colors=gold,silver
  Pendant Necklace|Collar con colgante|吊坠项链|ペンダントネックレス|吊墜項鍊|Collier pendentif
  Chain Necklace|Collar de cadena|链条项链|チェーンネックレス|鏈條項鍊|Collier chaîne
  Charm Necklace|Collar con dijes|吊饰项链|チャームネックレス|吊飾項鍊|Collier à breloques
`;

type Fields = Record<string, string>;

const fields = (parts: string[]): Fields => Object.fromEntries(parts.map((f) => f.split('=')));
const list = (value: string | undefined) => (value ? value.split(',') : []);
const GENDERS = ['m', 'f', 'mp', 'fp'] as const;

function oneOf<V extends string>(
  allowed: readonly V[],
  value: string | undefined,
  what: string,
): V {
  if (!allowed.includes(value as V)) throw new Error(`garment table: bad ${what} "${value}"`);
  return value as V;
}

function parse(table: string): Garment[] {
  return blocks(table).map(({ head, lines }) => {
    const [code, ...rest] = head.split(/\s+/);
    const base = fields(rest);
    const [min, max] = (base.price ?? '').split('-').map(Number);
    return {
      code: code!,
      kind: oneOf(KINDS, base.kind, 'kind'),
      scale: oneOf(Object.keys(SIZE_SCALES) as SizeScale[], base.scale, 'scale'),
      price: [min!, max!],
      colors: base.colors ? list(base.colors) : undefined,
      styles: lines.map((line) => {
        const [names, options = ''] = line.split(';');
        const own = { ...base, ...fields(options.trim().split(/\s+/).filter(Boolean)) };
        return {
          name: L(names!),
          fr: oneOf(GENDERS, own.fr, 'fr gender'),
          es: oneOf(GENDERS, own.es, 'es gender'),
          materials: list(own.materials),
          closures: list(own.closures).map((c) => oneOf(CLOSURES, c, 'closure')),
        };
      }),
    };
  });
}

export const GARMENTS = new Map(parse(TABLE).map((garment) => [garment.code, garment]));
