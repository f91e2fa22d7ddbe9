import { L, type T } from './text.ts';

export interface CollectionSeed {
  name: T;
  description: T;
  /** Top category slug the collection leads to. */
  category?: string;
}

export const COLLECTIONS: CollectionSeed[] = [
  {
    name: L(
      'The Craft Edit|Selección artesanal|手工艺精选|クラフトセレクション|手工藝精選|La sélection artisanat',
    ),
    description: L(
      'Hand-knitted, embroidered and woven pieces from small workshops.|Piezas tejidas, bordadas y trenzadas a mano en pequeños talleres.|来自小型作坊的手工编织、刺绣与编结作品。|小さな工房で手編み・刺繍・手織りされたアイテム。|來自小型工坊的手工編織、刺繡與編結作品。|Des pièces tricotées, brodées et tressées à la main dans de petits ateliers.',
    ),
    category: 'craft',
  },
  {
    name: L('Linen Season|Temporada de lino|亚麻季|リネンの季節|亞麻季|La saison du lin'),
    description: L(
      'Breathable layers for long summer days.|Capas transpirables para los largos días de verano.|为漫长夏日准备的透气单品。|長い夏の日のための、風通しのよい重ね着。|為漫長夏日準備的透氣單品。|Des pièces respirantes pour les longues journées d’été.',
    ),
    category: 'women',
  },
  {
    name: L(
      'Modern Menswear|Moda masculina moderna|摩登男装|モダン・メンズウェア|摩登男裝|Vestiaire masculin moderne',
    ),
    description: L(
      'Sharp shirts, easy knits and jackets built to last.|Camisas impecables, punto cómodo y chaquetas hechas para durar.|利落衬衫、舒适针织与经久耐穿的夹克。|きちんとしたシャツ、気楽なニット、長く着られるジャケット。|俐落襯衫、舒適針織與經久耐穿的夾克。|Chemises nettes, mailles faciles et vestes faites pour durer.',
    ),
    category: 'men',
  },
  {
    name: L(
      'Little Explorers|Pequeños exploradores|小小探险家|ちいさな探検家たち|小小探險家|Petits explorateurs',
    ),
    description: L(
      'Soft, tough clothes for kids who never sit still.|Ropa suave y resistente para peques que no paran quietos.|柔软耐穿的童装，陪伴好动的孩子。|じっとしていない子どもたちのための、やわらかくて丈夫な服。|柔軟耐穿的童裝，陪伴好動的孩子。|Des vêtements doux et résistants pour les enfants qui ne tiennent pas en place.',
    ),
    category: 'kids',
  },
  {
    name: L('Finishing Touches|Toques finales|点睛配饰|仕上げの小物|點睛配飾|Touches finales'),
    description: L(
      'Bags, hats and scarves to complete every look.|Bolsos, sombreros y bufandas para completar cualquier look.|包袋、帽子与围巾，完善每一套造型。|バッグ、帽子、ストールでコーディネートを完成させて。|包袋、帽子與圍巾，完善每一套造型。|Sacs, chapeaux et écharpes pour compléter chaque tenue.',
    ),
    category: 'accessories',
  },
];

/** Where a deal or banner leads: a category's listing (by slug), or a path of the shop. */
export type MerchLink = { category: string } | { path: string };

export const DEALS: { title: T; offer: number; link: MerchLink }[] = [
  {
    title: L(
      'Summer Swim Sale|Rebajas de baño de verano|夏季泳装特惠|サマースイムセール|夏季泳裝特惠|Soldes maillots d’été',
    ),
    offer: 50,
    link: { category: 'women-swimwear' },
  },
  {
    title: L('Knitwear Week|Semana del punto|针织周|ニットウィーク|針織週|La semaine de la maille'),
    offer: 30,
    link: { category: 'women-knitwear' },
  },
  {
    title: L(
      'New Sneakers|Novedades en zapatillas|运动鞋上新|スニーカー新作|運動鞋上新|Nouveautés baskets',
    ),
    offer: 20,
    link: { category: 'shoes-sneakers' },
  },
  {
    title: L(
      'Bags & Accessories|Bolsos y accesorios|包袋与配饰|バッグ＆小物|包袋與配飾|Sacs et accessoires',
    ),
    offer: 40,
    link: { category: 'accessories' },
  },
];

export const BANNERS: { title: T; link: MerchLink }[] = [
  {
    title: L(
      'New Season Arrivals|Novedades de temporada|新季上新|新作入荷|新季上新|Nouvelle saison',
    ),
    link: { path: '/product?section=new-arrivals' },
  },
  {
    title: L(
      'Handmade by Artisans|Hecho a mano por artesanos|匠人手作|職人によるハンドメイド|匠人手作|Fait main par des artisans',
    ),
    link: { category: 'craft' },
  },
  {
    title: L(
      'Summer Swim: up to 50% off|Baño de verano: hasta 50 % de descuento|夏季泳装：低至五折|サマースイム：最大50%オフ|夏季泳裝：低至五折|Maillots d’été : jusqu’à -50 %',
    ),
    link: { category: 'women-swimwear' },
  },
  {
    title: L(
      'Free Delivery & 30-Day Returns|Envío gratis y devoluciones en 30 días|免费配送，30天退货|送料無料・30日間返品無料|免運費，30天退貨|Livraison gratuite et retours sous 30 jours',
    ),
    link: { path: '/faq' },
  },
];

/** The bar above every page. */
export const ANNOUNCEMENT: { text: T; link: MerchLink } = {
  text: L(
    "Summer Sale For All Swim Suits And Free Express Delivery - OFF 50%!|Rebajas de verano en todos los bañadores y envío exprés gratis: ¡50 % de descuento!|夏季特卖：全部泳装五折，并享免费特快配送！|サマーセール：水着全品50%オフ、さらに速達配送無料！|夏季特賣：全部泳裝五折，並享免費快遞配送！|Soldes d'été sur tous les maillots de bain et livraison express offerte : -50 % !",
  ),
  link: { category: 'women-swimwear' },
};
