import type { ImportError, Language } from '@atelier/contract';

/** A problem found in the file, translated only when the report is written. */
export interface Issue {
  line: number;
  column: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

type Texts = Record<Language, string>;
const t = (en: string, es: string, cn: string, jp: string, tw: string, fr: string): Texts => ({
  en,
  es,
  cn,
  jp,
  tw,
  fr,
});

/** What a merchant reads for each problem, in the six languages; {name} takes a parameter. */
const MESSAGES = {
  csv: t(
    'The file cannot be read as CSV from here on: {reason}',
    'El archivo no se puede leer como CSV a partir de aquí: {reason}',
    '从此处起无法按 CSV 读取文件：{reason}',
    'ここから先はファイルを CSV として読めません：{reason}',
    '從此處起無法以 CSV 讀取檔案：{reason}',
    'Le fichier ne peut plus être lu comme un CSV à partir d’ici : {reason}',
  ),
  columnMissing: t(
    'The file has no “{column}” column',
    'Al archivo le falta la columna «{column}»',
    '文件缺少“{column}”列',
    'ファイルに「{column}」列がありません',
    '檔案缺少「{column}」欄',
    'Le fichier n’a pas de colonne « {column} »',
  ),
  languageUnknown: t(
    'After “:” write one of en, es, cn, jp, tw, fr (titles, descriptions, option values and alt texts only)',
    'Después de «:» escriba en, es, cn, jp, tw o fr (solo títulos, descripciones, valores de opción y textos alternativos)',
    '“:”后请写 en、es、cn、jp、tw 或 fr（仅限标题、描述、选项值和替代文本）',
    '「:」の後には en、es、cn、jp、tw、fr のいずれかを書いてください（タイトル、説明、オプション値、代替テキストのみ）',
    '「:」後請寫 en、es、cn、jp、tw 或 fr（僅限標題、描述、選項值與替代文字）',
    'Après « : », écrivez en, es, cn, jp, tw ou fr (titres, descriptions, valeurs d’option et textes alternatifs seulement)',
  ),
  cells: t(
    'This row has {count} cells where the header has {expected}',
    'Esta fila tiene {count} celdas y el encabezado {expected}',
    '此行有 {count} 个单元格，而表头有 {expected} 个',
    'この行のセルは {count} 個ですが、見出しは {expected} 個です',
    '此列有 {count} 個儲存格，而標題列有 {expected} 個',
    'Cette ligne a {count} cellules alors que l’en-tête en a {expected}',
  ),
  handleMissing: t(
    'Give the product’s handle',
    'Indique el identificador (handle) del producto',
    '请填写商品的 handle',
    '商品のハンドルを入力してください',
    '請填寫商品的 handle',
    'Indiquez l’identifiant (handle) du produit',
  ),
  handleInvalid: t(
    'A handle holds lowercase letters, digits and dashes (at most 120)',
    'Un handle solo lleva minúsculas, cifras y guiones (120 como máximo)',
    'handle 只能包含小写字母、数字和连字符（最多 120 个）',
    'ハンドルには小文字、数字、ハイフンのみ使えます（120 文字まで）',
    'handle 只能包含小寫字母、數字與連字號（最多 120 個）',
    'Un handle ne contient que des minuscules, des chiffres et des tirets (120 au plus)',
  ),
  handleAgain: t(
    'The rows of one product must follow each other: this handle was already used from line {first}',
    'Las filas de un producto deben ir seguidas: este handle ya se usó desde la línea {first}',
    '同一商品的行必须连续：此 handle 已在第 {first} 行起使用',
    '同じ商品の行は連続させてください：このハンドルは {first} 行目から使われています',
    '同一商品的列必須連續：此 handle 已在第 {first} 行起使用',
    'Les lignes d’un produit doivent se suivre : ce handle est déjà utilisé depuis la ligne {first}',
  ),
  required: t(
    'Required for a new product',
    'Obligatorio para un producto nuevo',
    '新商品必须填写',
    '新しい商品には必須です',
    '新商品必須填寫',
    'Obligatoire pour un nouveau produit',
  ),
  tooLong: t(
    'At most {max} characters',
    '{max} caracteres como máximo',
    '最多 {max} 个字符',
    '{max} 文字以内で入力してください',
    '最多 {max} 個字元',
    '{max} caractères au plus',
  ),
  unstorable: t(
    'This cell holds a character that cannot be stored (a NUL or a broken character)',
    'Esta celda contiene un carácter que no se puede guardar (un NUL o un carácter roto)',
    '此单元格包含无法保存的字符（NUL 或损坏的字符）',
    'このセルには保存できない文字（NUL または壊れた文字）があります',
    '此儲存格包含無法儲存的字元（NUL 或損壞的字元）',
    'Cette cellule contient un caractère impossible à enregistrer (un NUL ou un caractère cassé)',
  ),
  categoryUnknown: t(
    'No category is named “{value}”: create it in the back office, or write an existing one like “Women > Dresses”',
    'Ninguna categoría se llama «{value}»: créela en la trastienda o escriba una existente como «Mujer > Vestidos»',
    '没有名为“{value}”的分类：请先在后台创建，或填写已有分类，如“女装 > 连衣裙”',
    '「{value}」という名前のカテゴリーはありません：管理画面で作成するか、「レディース > ワンピース」のように既存のものを書いてください',
    '沒有名為「{value}」的分類：請先在後台建立，或填寫既有分類，如「女裝 > 連衣裙」',
    'Aucune catégorie ne s’appelle « {value} » : créez-la dans l’administration ou écrivez-en une existante comme « Femme > Robes »',
  ),
  categoryAmbiguous: t(
    'Several categories are named “{value}”: write its path, like “Women > Dresses”',
    'Varias categorías se llaman «{value}»: escriba su ruta, como «Mujer > Vestidos»',
    '有多个分类名为“{value}”：请写出路径，如“女装 > 连衣裙”',
    '「{value}」という名前のカテゴリーが複数あります：「レディース > ワンピース」のようにパスで書いてください',
    '有多個分類名為「{value}」：請寫出路徑，如「女裝 > 連衣裙」',
    'Plusieurs catégories s’appellent « {value} » : écrivez son chemin, comme « Femme > Robes »',
  ),
  status: t(
    'Write active, draft or archived',
    'Escriba active, draft o archived',
    '请填写 active、draft 或 archived',
    'active、draft、archived のいずれかを書いてください',
    '請填寫 active、draft 或 archived',
    'Écrivez active, draft ou archived',
  ),
  boolean: t(
    'Write TRUE or FALSE',
    'Escriba TRUE o FALSE',
    '请填写 TRUE 或 FALSE',
    'TRUE または FALSE を書いてください',
    '請填寫 TRUE 或 FALSE',
    'Écrivez TRUE ou FALSE',
  ),
  optionUnknown: t(
    '“{value}” is neither a colour nor a size: name the option Color or Size (in any of the six languages)',
    '«{value}» no es ni un color ni una talla: llame a la opción Color o Talla (en cualquiera de los seis idiomas)',
    '“{value}”既不是颜色也不是尺码：请将选项命名为“颜色”或“尺码”（六种语言均可）',
    '「{value}」は色でもサイズでもありません：オプション名を「カラー」か「サイズ」にしてください（6 言語のどれでも可）',
    '「{value}」既不是顏色也不是尺碼：請將選項命名為「顏色」或「尺碼」（六種語言皆可）',
    '« {value} » n’est ni une couleur ni une taille : nommez l’option Couleur ou Taille (dans l’une des six langues)',
  ),
  colorMissing: t(
    'Give the variant’s colour (an option named Color)',
    'Indique el color de la variante (una opción llamada Color)',
    '请填写该款式的颜色（名为“颜色”的选项）',
    'バリエーションの色を入力してください（「カラー」という名前のオプション）',
    '請填寫該款式的顏色（名為「顏色」的選項）',
    'Indiquez la couleur de la variante (une option nommée Couleur)',
  ),
  skuMissing: t(
    'Give the variant’s SKU: variants are matched by it',
    'Indique el SKU de la variante: las variantes se identifican por él',
    '请填写该款式的 SKU：款式按 SKU 匹配',
    'バリエーションの SKU を入力してください：SKU で照合します',
    '請填寫該款式的 SKU：款式依 SKU 比對',
    'Indiquez le SKU de la variante : les variantes sont reconnues par lui',
  ),
  skuInvalid: t(
    'A SKU holds letters, digits, dots and dashes (at most 64)',
    'Un SKU solo lleva letras, cifras, puntos y guiones (64 como máximo)',
    'SKU 只能包含字母、数字、点和连字符（最多 64 个）',
    'SKU には英字、数字、ドット、ハイフンのみ使えます（64 文字まで）',
    'SKU 只能包含字母、數字、點與連字號（最多 64 個）',
    'Un SKU ne contient que des lettres, des chiffres, des points et des tirets (64 au plus)',
  ),
  skuAgain: t(
    'This SKU is already used on line {first}',
    'Este SKU ya se usa en la línea {first}',
    '此 SKU 已在第 {first} 行使用',
    'この SKU は {first} 行目で使われています',
    '此 SKU 已在第 {first} 行使用',
    'Ce SKU est déjà utilisé à la ligne {first}',
  ),
  skuTaken: t(
    'This SKU belongs to another product ({handle})',
    'Este SKU pertenece a otro producto ({handle})',
    '此 SKU 属于另一个商品（{handle}）',
    'この SKU は別の商品（{handle}）のものです',
    '此 SKU 屬於另一個商品（{handle}）',
    'Ce SKU appartient à un autre produit ({handle})',
  ),
  variantAgain: t(
    'This colour and size are already the variant of line {first}',
    'Este color y esta talla ya son la variante de la línea {first}',
    '此颜色和尺码已是第 {first} 行的款式',
    'この色とサイズは {first} 行目のバリエーションと同じです',
    '此顏色與尺碼已是第 {first} 行的款式',
    'Cette couleur et cette taille sont déjà la variante de la ligne {first}',
  ),
  price: t(
    'Write a price like 24.90',
    'Escriba un precio como 24.90',
    '请填写价格，如 24.90',
    '24.90 のように価格を書いてください',
    '請填寫價格，如 24.90',
    'Écrivez un prix comme 24.90',
  ),
  quantity: t(
    'Write a whole number of units, 0 or more',
    'Escriba un número entero de unidades, 0 o más',
    '请填写整数件数（0 或以上）',
    '0 以上の整数で数量を書いてください',
    '請填寫整數件數（0 或以上）',
    'Écrivez un nombre entier d’unités, 0 ou plus',
  ),
  position: t(
    'Write a position: 1, 2, 3 …',
    'Escriba una posición: 1, 2, 3…',
    '请填写位置：1、2、3……',
    '位置を 1、2、3… のように書いてください',
    '請填寫位置：1、2、3……',
    'Écrivez une position : 1, 2, 3…',
  ),
  noVariant: t(
    'A product needs at least one variant row (with its SKU and price)',
    'Un producto necesita al menos una fila de variante (con su SKU y su precio)',
    '商品至少需要一行款式（含 SKU 和价格）',
    '商品には少なくとも 1 行のバリエーション（SKU と価格）が必要です',
    '商品至少需要一列款式（含 SKU 與價格）',
    'Un produit a besoin d’au moins une ligne de variante (avec son SKU et son prix)',
  ),
  tooMany: t(
    'A product has at most {max} of these',
    'Un producto tiene como máximo {max}',
    '一个商品最多 {max} 个',
    '1 つの商品につき {max} 個までです',
    '一個商品最多 {max} 個',
    'Un produit en a {max} au plus',
  ),
  imageFolder: t(
    '“{value}” is a file name: give the folder of the pictures (--images), or an http(s) address',
    '«{value}» es un nombre de archivo: indique la carpeta de las fotos (--images) o una dirección http(s)',
    '“{value}”是文件名：请指定图片文件夹（--images）或使用 http(s) 地址',
    '「{value}」はファイル名です：画像フォルダー（--images）を指定するか、http(s) のアドレスにしてください',
    '「{value}」是檔名：請指定圖片資料夾（--images）或使用 http(s) 位址',
    '« {value} » est un nom de fichier : indiquez le dossier des photos (--images) ou une adresse http(s)',
  ),
  imageMissing: t(
    'The picture “{value}” could not be read ({reason})',
    'No se pudo leer la foto «{value}» ({reason})',
    '无法读取图片“{value}”（{reason}）',
    '画像「{value}」を読み込めませんでした（{reason}）',
    '無法讀取圖片「{value}」（{reason}）',
    'La photo « {value} » n’a pas pu être lue ({reason})',
  ),
  imageKind: t(
    '“{value}” is not a JPEG, PNG, WebP, AVIF or GIF picture',
    '«{value}» no es una foto JPEG, PNG, WebP, AVIF o GIF',
    '“{value}”不是 JPEG、PNG、WebP、AVIF 或 GIF 图片',
    '「{value}」は JPEG、PNG、WebP、AVIF、GIF の画像ではありません',
    '「{value}」不是 JPEG、PNG、WebP、AVIF 或 GIF 圖片',
    '« {value} » n’est pas une photo JPEG, PNG, WebP, AVIF ou GIF',
  ),
  imagePixels: t(
    'The picture “{value}” is too large: at most 10,000 pixels a side and 40 megapixels',
    'La foto «{value}» es demasiado grande: 10.000 píxeles por lado y 40 megapíxeles como máximo',
    '图片“{value}”太大：每边最多 10,000 像素，总共最多 4000 万像素',
    '画像「{value}」が大きすぎます：一辺 10,000 ピクセル、合計 4,000 万画素まで',
    '圖片「{value}」太大：每邊最多 10,000 像素，總共最多 4000 萬像素',
    'La photo « {value} » est trop grande : 10 000 pixels de côté et 40 mégapixels au plus',
  ),
  imageBytes: t(
    'The picture “{value}” is larger than 20 MB',
    'La foto «{value}» supera los 20 MB',
    '图片“{value}”超过 20 MB',
    '画像「{value}」が 20 MB を超えています',
    '圖片「{value}」超過 20 MB',
    'La photo « {value} » dépasse 20 Mo',
  ),
} satisfies Record<string, Texts>;
export type MessageKey = keyof typeof MESSAGES;

export function translate(issue: Issue, lang: Language): ImportError {
  const text = MESSAGES[issue.key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(issue.params?.[name] ?? (name === 'column' ? issue.column : whole)),
  );
  return { line: issue.line, column: issue.column, message: text };
}
