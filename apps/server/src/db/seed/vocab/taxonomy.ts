import { blocks, L, type T } from './text.ts';

export interface Subcategory {
  slug: string;
  name: T;
  garments: string[];
  /** Children's size runs instead of adult ones. */
  sizing?: 'kids' | 'baby';
  /** Craft subcategories: the craft named in every product name, and its preferred materials. */
  craft?: string;
  materials?: string[];
}

export interface TopCategory {
  slug: string;
  name: T;
  children: Subcategory[];
}

/*
 * Top categories unindented (slug, then names en|es|cn|jp|tw|fr), their subcategories indented
 * (slug, names, then after `;` the garments sold there and options). Craft comes first: it is
 * the shop's default category.
 */
const TABLE = `
craft Craft|Artesanía|手工艺|クラフト|手工藝|Artisanat
  hand-knits Hand Knits|Tejidos a mano|手工编织|手編みニット|手工編織|Tricots faits main ; garments=sweater,cardigan,beanie,scarf craft=hand-knit materials=wool,merino,cashmere,cotton
  embroidery Embroidery|Bordados|刺绣|刺繍|刺繡|Broderies ; garments=blouse,dress,shirt,tshirt craft=embroidered materials=cotton,linen,organic-cotton,silk
  woven Woven Bags & Hats|Bolsos y sombreros tejidos|编织包与帽|かごバッグ・帽子|編織包與帽|Sacs et chapeaux tressés ; garments=bag,tote,hat craft=hand-woven materials=raffia,leather,canvas
  hand-dyed Hand-dyed|Teñido a mano|手工染色|手染め|手工染色|Teint à la main ; garments=scarf,tshirt,dress,skirt craft=hand-dyed materials=silk,linen,cotton,organic-cotton
  jewelry Artisan Jewelry|Joyería artesanal|手工饰品|ハンドメイドジュエリー|手工飾品|Bijoux artisanaux ; garments=necklace craft=handcrafted
women Women|Mujer|女装|レディース|女裝|Femme
  dresses Dresses|Vestidos|连衣裙|ワンピース|連衣裙|Robes ; garments=dress
  tops Tops & Blouses|Tops y blusas|上衣与衬衫|トップス・ブラウス|上衣與襯衫|Hauts et chemisiers ; garments=blouse,tshirt,shirt
  skirts-trousers Skirts & Trousers|Faldas y pantalones|半身裙与裤装|スカート・パンツ|半身裙與褲裝|Jupes et pantalons ; garments=skirt,trousers,jeans
  knitwear Knitwear|Punto|针织衫|ニット|針織衫|Maille ; garments=sweater,cardigan
  swimwear Swimwear|Baño|泳装|水着|泳裝|Maillots de bain ; garments=swimsuit,bikini
men Men|Hombre|男装|メンズ|男裝|Homme
  shirts Shirts|Camisas|衬衫|シャツ|襯衫|Chemises ; garments=shirt
  tshirts-polos T-shirts & Polos|Camisetas y polos|T恤与Polo衫|Tシャツ・ポロシャツ|T恤與Polo衫|T-shirts et polos ; garments=tshirt,polo
  trousers-jeans Trousers & Jeans|Pantalones y vaqueros|长裤与牛仔裤|パンツ・ジーンズ|長褲與牛仔褲|Pantalons et jeans ; garments=trousers,jeans
  jackets-coats Jackets & Coats|Chaquetas y abrigos|夹克与大衣|ジャケット・コート|夾克與大衣|Vestes et manteaux ; garments=jacket,coat
  sweatshirts Sweatshirts & Hoodies|Sudaderas|卫衣|スウェット・パーカー|衛衣|Sweats et hoodies ; garments=hoodie,sweatshirt,sweater
kids Kids|Niños|童装|キッズ|童裝|Enfant
  girls Girls|Niña|女童|女の子|女童|Fille ; garments=dress,skirt,tshirt,cardigan sizing=kids
  boys Boys|Niño|男童|男の子|男童|Garçon ; garments=tshirt,shorts,hoodie,jeans sizing=kids
  baby Baby|Bebé|婴儿|ベビー|嬰兒|Bébé ; garments=bodysuit,cardigan,beanie sizing=baby
  shoes Kids' Shoes|Calzado infantil|童鞋|キッズシューズ|童鞋|Chaussures enfant ; garments=sneakers,sandals sizing=kids
accessories Accessories|Accesorios|配饰|アクセサリー|配飾|Accessoires
  bags Bags|Bolsos|包袋|バッグ|包袋|Sacs ; garments=bag,tote,backpack
  hats Hats & Caps|Sombreros y gorras|帽子|帽子・キャップ|帽子|Chapeaux et casquettes ; garments=hat,beanie,cap
  scarves Scarves|Bufandas y pañuelos|围巾|マフラー・スカーフ|圍巾|Écharpes et foulards ; garments=scarf
  belts Belts|Cinturones|腰带|ベルト|腰帶|Ceintures ; garments=belt
shoes Shoes|Calzado|鞋履|シューズ|鞋履|Chaussures
  sneakers Sneakers|Zapatillas|运动鞋|スニーカー|運動鞋|Baskets ; garments=sneakers
  boots Boots|Botas|靴子|ブーツ|靴子|Bottes ; garments=boots
  sandals Sandals|Sandalias|凉鞋|サンダル|涼鞋|Sandales ; garments=sandals
  loafers Loafers|Mocasines|乐福鞋|ローファー|樂福鞋|Mocassins ; garments=loafers
`;

const split = (line: string) => {
  const [, slug, rest] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
  return { slug: slug!, rest: rest! };
};

export const CATEGORIES: TopCategory[] = blocks(TABLE).map(({ head, lines }) => {
  const top = split(head);
  return {
    slug: top.slug,
    name: L(top.rest),
    children: lines.map((line) => {
      const { slug, rest } = split(line);
      const [names, options = ''] = rest.split(';');
      const o = Object.fromEntries(
        options
          .trim()
          .split(/\s+/)
          .map((f) => f.split('=')),
      );
      if (o.sizing && o.sizing !== 'kids' && o.sizing !== 'baby')
        throw new Error(`bad sizing ${o.sizing}`);
      return {
        slug: `${top.slug}-${slug}`,
        name: L(names!),
        garments: (o.garments ?? '').split(','),
        sizing: o.sizing,
        craft: o.craft,
        materials: o.materials?.split(','),
      };
    }),
  };
});
