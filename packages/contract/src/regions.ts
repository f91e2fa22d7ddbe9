// Countries and their regions, once for the server's validation and the shop's address form. Plain
// data, no zod: the shop imports it as '@atelier/contract/regions' without the contract's schemas.

/**
 * The countries an address may name: ISO 3166-1 alpha-2 codes (and XK, Kosovo), which the browser
 * and Node name in any language with Intl.DisplayNames. Stored and sent as the code.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** A region: its ISO 3166-2 code (after the country's), its Latin name and, in CJK, its own. */
export interface Region {
  code: string;
  name: string;
  local?: string;
}

// code:Name[:local name], '|' between regions: the countries whose post needs a region.
const TABLE: Record<string, string> = {
  US:
    'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|' +
    'DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|' +
    'IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|' +
    'MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|' +
    'NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|' +
    'NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|' +
    'RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|' +
    'VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming',
  CA:
    'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|' +
    'NS:Nova Scotia|NT:Northwest Territories|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|' +
    'QC:Quebec|SK:Saskatchewan|YT:Yukon',
  AU:
    'ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|' +
    'SA:South Australia|TAS:Tasmania|VIC:Victoria|WA:Western Australia',
  JP:
    '01:Hokkaido:北海道|02:Aomori:青森県|03:Iwate:岩手県|04:Miyagi:宮城県|05:Akita:秋田県|' +
    '06:Yamagata:山形県|07:Fukushima:福島県|08:Ibaraki:茨城県|09:Tochigi:栃木県|10:Gunma:群馬県|' +
    '11:Saitama:埼玉県|12:Chiba:千葉県|13:Tokyo:東京都|14:Kanagawa:神奈川県|15:Niigata:新潟県|' +
    '16:Toyama:富山県|17:Ishikawa:石川県|18:Fukui:福井県|19:Yamanashi:山梨県|20:Nagano:長野県|' +
    '21:Gifu:岐阜県|22:Shizuoka:静岡県|23:Aichi:愛知県|24:Mie:三重県|25:Shiga:滋賀県|' +
    '26:Kyoto:京都府|27:Osaka:大阪府|28:Hyogo:兵庫県|29:Nara:奈良県|30:Wakayama:和歌山県|' +
    '31:Tottori:鳥取県|32:Shimane:島根県|33:Okayama:岡山県|34:Hiroshima:広島県|' +
    '35:Yamaguchi:山口県|36:Tokushima:徳島県|37:Kagawa:香川県|38:Ehime:愛媛県|39:Kochi:高知県|' +
    '40:Fukuoka:福岡県|41:Saga:佐賀県|42:Nagasaki:長崎県|43:Kumamoto:熊本県|44:Oita:大分県|' +
    '45:Miyazaki:宮崎県|46:Kagoshima:鹿児島県|47:Okinawa:沖縄県',
  CN:
    'AH:Anhui:安徽省|BJ:Beijing:北京市|CQ:Chongqing:重庆市|FJ:Fujian:福建省|GD:Guangdong:广东省|' +
    'GS:Gansu:甘肃省|GX:Guangxi:广西壮族自治区|GZ:Guizhou:贵州省|HA:Henan:河南省|HB:Hubei:湖北省|' +
    'HE:Hebei:河北省|HI:Hainan:海南省|HL:Heilongjiang:黑龙江省|HN:Hunan:湖南省|JL:Jilin:吉林省|' +
    'JS:Jiangsu:江苏省|JX:Jiangxi:江西省|LN:Liaoning:辽宁省|NM:Inner Mongolia:内蒙古自治区|' +
    'NX:Ningxia:宁夏回族自治区|QH:Qinghai:青海省|SC:Sichuan:四川省|SD:Shandong:山东省|' +
    'SH:Shanghai:上海市|SN:Shaanxi:陕西省|SX:Shanxi:山西省|TJ:Tianjin:天津市|' +
    'XJ:Xinjiang:新疆维吾尔自治区|XZ:Tibet:西藏自治区|YN:Yunnan:云南省|ZJ:Zhejiang:浙江省',
  TW:
    'CHA:Changhua County:彰化縣|CYI:Chiayi City:嘉義市|CYQ:Chiayi County:嘉義縣|' +
    'HSQ:Hsinchu County:新竹縣|HSZ:Hsinchu City:新竹市|HUA:Hualien County:花蓮縣|' +
    'ILA:Yilan County:宜蘭縣|KEE:Keelung City:基隆市|KHH:Kaohsiung City:高雄市|' +
    'KIN:Kinmen County:金門縣|LIE:Lienchiang County:連江縣|MIA:Miaoli County:苗栗縣|' +
    'NAN:Nantou County:南投縣|NWT:New Taipei City:新北市|PEN:Penghu County:澎湖縣|' +
    'PIF:Pingtung County:屏東縣|TAO:Taoyuan City:桃園市|TNN:Tainan City:臺南市|' +
    'TPE:Taipei City:臺北市|TTT:Taitung County:臺東縣|TXG:Taichung City:臺中市|YUN:Yunlin County:雲林縣',
};

const parsed = new Map<string, Region[]>();

/** The regions of a country, or [] when its addresses need none. */
export function regionsOf(country: string): readonly Region[] {
  const row = Object.hasOwn(TABLE, country) ? TABLE[country] : undefined;
  if (!row) return [];
  let regions = parsed.get(country);
  if (!regions) {
    regions = row.split('|').map((entry) => {
      const [code = '', name = '', local] = entry.split(':');
      return local ? { code, name, local } : { code, name };
    });
    parsed.set(country, regions);
  }
  return regions;
}

export const isCountry = (code: string) => COUNTRY_CODES.includes(code);

/**
 * A region's name for a reader of `lang` (the contract's language codes): Japanese, Chinese and
 * Taiwanese readers get the region's own script where it has one, others its Latin name. A code not
 * in the table (an address older than the table) is shown as it is.
 */
export function regionName(country: string, code: string, lang: string): string {
  const region = regionsOf(country).find((r) => r.code === code);
  if (!region) return code;
  return (lang === 'jp' || lang === 'cn' || lang === 'tw') && region.local
    ? region.local
    : region.name;
}
