import { L, type T } from './text.ts';

/*
 * The other words shoppers search for a category or an option, per language (en|es|cn|jp|tw|fr,
 * space-separated): the colour family of a shade ('navy' is blue), the everyday word for a kind
 * of garment (洋裝 is Taiwan's word for a dress, 連衣裙 the category's name), spelled-out sizes.
 */

/** By category slug. */
export const CATEGORY_KEYWORDS: Record<string, T> = {
  'women-dresses': L('dress frock gown sundress|traje|裙子 洋装|ドレス|洋裝 裙子|robe'),
  'women-tops': L('top blouse|blusa camisa|衬衫 上衣|ブラウス シャツ|襯衫 上衣|chemisier haut'),
  'women-skirts-trousers': L('pants slacks|pantalón|裤子 长裤 裙子|ズボン|褲子 長褲 裙子|pantalon'),
  'women-knitwear': L(
    'sweater jumper pullover knit|jersey suéter|毛衣 针织|セーター|毛衣 針織|pull tricot',
  ),
  'women-swimwear': L(
    'swimsuit bikini swim bathing|bañador bikini traje de baño|游泳衣 比基尼|スイムウェア ビキニ|游泳衣 比基尼|maillot bikini',
  ),
  'men-tshirts-polos': L(
    'tee tees tshirt|playera|短袖 T恤衫|ティーシャツ|短袖 T恤衫|tee-shirt tshirt',
  ),
  'men-trousers-jeans': L(
    'pants slacks denim|pantalón tejanos|裤子 长裤|ズボン デニム|褲子 長褲|pantalon jean',
  ),
  'men-jackets-coats': L('outerwear parka blazer|cazadora|外套|アウター|外套|blouson'),
  'men-sweatshirts': L('hoody jumper|buzo|连帽衫|パーカー|連帽衫|sweat-shirt'),
  'shoes-sneakers': L('trainers|tenis deportivas|球鞋|運動靴|球鞋|tennis'),
  'accessories-bags': L('handbag purse|cartera|手提包|ハンドバッグ|手提包|sac à main'),
};

/** By option, `type:code`. */
export const OPTION_KEYWORDS: Record<string, T> = {
  'color:black': L('dark|oscuro|黑|黒|黑|sombre'),
  'color:white': L('cream|crema|白|白|白|crème'),
  'color:ivory': L('white cream|blanco crema|白色|白 ホワイト|白色|blanc crème'),
  'color:navy': L('blue dark|azul|蓝色 蓝|ブルー 青|藍色 藍|bleu'),
  'color:sky': L('light|claro|蓝色 蓝|青|藍色 藍|clair'),
  'color:denim': L('jean|vaquero|蓝色 蓝|青|藍色 藍|denim'),
  'color:red': L('scarlet|escarlata|红|赤|紅|écarlate'),
  'color:burgundy': L('red wine maroon|rojo granate|红色 红|レッド 赤|紅色 紅|rouge'),
  'color:blush': L('pink|rosa|粉色 粉红|ピンク|粉色 粉紅|rose'),
  'color:terracotta': L('orange rust|naranja|橙色 橘色|オレンジ|橙色 橘色|orange'),
  'color:mustard': L('yellow|amarillo|黄色 黄|イエロー 黄色|黃色 黃|jaune'),
  'color:olive': L('green khaki|verde caqui|绿色 绿|グリーン 緑|綠色 綠|vert kaki'),
  'color:sage': L('green|verde|绿色 绿|グリーン 緑|綠色 綠|vert'),
  'color:forest': L('green dark|verde|绿色 绿|緑|綠色 綠|vert'),
  'color:camel': L(
    'beige tan brown|beis marrón|米色 棕色|ベージュ ブラウン 茶色|米色 棕色|beige marron',
  ),
  'color:brown': L('chocolate|café|咖啡色|茶色|咖啡色|brun'),
  'color:grey': L('gray|gris|灰|グレイ 灰色|灰|gris'),
  'color:lavender': L('purple lilac|morado lila|紫色 紫|パープル 紫|紫色 紫|violet lilas'),
  'color:gold': L('golden yellow|oro|金|金|金|or'),
  'color:silver': L('grey gray|plata|银|銀|銀|argent'),
  'size:XS': L('extra small|extra pequeña|加小号|エクストラスモール|加小號|très petit'),
  'size:S': L('small|pequeña|小号|スモール|小號|petit'),
  'size:M': L('medium|mediana|中号|ミディアム|中號|moyen'),
  'size:L': L('large|grande|大号|ラージ|大號|grand'),
  'size:XL': L('extra large|extra grande|加大号|エクストララージ|加大號|très grand'),
  'size:XXL': L('extra extra large|extra extra grande|特大号|特大|特大號|très très grand'),
};
