import type { Language } from '@atelier/contract';

/** Reviewers write in their own language; English is the most common. */
export const REVIEW_LANGUAGES: Language[] = ['en', 'es', 'cn', 'jp', 'tw', 'fr'];
export const REVIEW_LANGUAGE_WEIGHTS = [50, 10, 10, 10, 10, 10];

export const REVIEWERS: Record<Language, string[]> = {
  en: [
    'Emma R.',
    'Oliver S.',
    'Ava T.',
    'Noah B.',
    'Mia K.',
    'Liam P.',
    'Grace H.',
    'Jack W.',
    'Chloe M.',
    'Ethan D.',
  ],
  es: ['Lucía G.', 'Mateo R.', 'Sofía M.', 'Javier L.', 'Carmen D.', 'Pablo S.'],
  cn: ['王芳', '李娜', '张伟', '刘洋', '陈静', '杨磊'],
  jp: ['佐藤 美咲', '鈴木 健太', '高橋 葵', '田中 翔', '伊藤 さくら', '山本 陽菜'],
  tw: ['林怡君', '陳冠宇', '黃雅婷', '張家豪', '李佳穎', '吳宗翰'],
  fr: ['Camille D.', 'Louis M.', 'Chloé B.', 'Hugo L.', 'Léa P.', 'Jules R.'],
};

type Tone = 'good' | 'ok' | 'bad';

export const toneOf = (rating: number): Tone =>
  rating >= 4 ? 'good' : rating === 3 ? 'ok' : 'bad';

export const COMMENTS: Record<Language, Record<Tone, string[]>> = {
  en: {
    good: [
      'Absolutely love it. The quality is even better than I expected.',
      'Fits perfectly and the colour is exactly like the photos.',
      'Beautifully made, I have already worn it three times this week.',
      'Great value for the price. Arrived quickly and well packed.',
      'Soft, comfortable and it washes well. Ordering another colour.',
    ],
    ok: [
      'Nice piece, but the sizing runs a little small.',
      'Good quality overall, the colour is slightly darker than shown.',
    ],
    bad: [
      'Not for me: the fabric feels thinner than I hoped.',
      'The fit was off and I had to return it.',
    ],
  },
  es: {
    good: [
      'Me encanta, la calidad es mejor de lo que esperaba.',
      'Talla perfecta y el color es igual que en las fotos.',
      'Muy bien hecho, ya lo he usado varias veces.',
      'Buena relación calidad-precio y llegó muy rápido.',
      'Cómodo y suave, voy a pedir otro color.',
    ],
    ok: [
      'Está bien, pero la talla es algo pequeña.',
      'Buena calidad, aunque el color es más oscuro.',
    ],
    bad: ['El tejido es más fino de lo que esperaba.', 'No me quedaba bien y lo devolví.'],
  },
  cn: {
    good: [
      '非常喜欢，质量比预期还要好。',
      '尺码合适，颜色和图片一模一样。',
      '做工精致，这周已经穿了好几次。',
      '性价比很高，发货快，包装也很好。',
      '柔软舒适，洗后不变形，准备再买一个颜色。',
    ],
    ok: ['整体不错，但尺码偏小一点。', '质量挺好，颜色比图片略深。'],
    bad: ['面料比想象中薄，不太满意。', '版型不适合我，已经退货了。'],
  },
  jp: {
    good: [
      'とても気に入りました。想像以上の品質です。',
      'サイズぴったりで、色も写真どおりでした。',
      '丁寧な作りで、今週すでに何度も着ています。',
      '価格以上の価値があります。届くのも早かったです。',
      '柔らかくて着心地がよく、洗濯しても型くずれしません。',
    ],
    ok: ['素敵ですが、サイズが少し小さめです。', '品質はよいですが、色が写真より少し濃いです。'],
    bad: ['生地が思ったより薄かったです。', 'サイズが合わず返品しました。'],
  },
  tw: {
    good: [
      '非常喜歡，品質比預期還要好。',
      '尺寸剛好，顏色跟照片一模一樣。',
      '做工精緻，這週已經穿了好幾次。',
      'CP值很高，出貨快，包裝也很用心。',
      '柔軟舒適，洗了也不變形，準備再買一個顏色。',
    ],
    ok: ['整體不錯，但尺寸偏小一點。', '品質很好，顏色比照片略深。'],
    bad: ['布料比想像中薄，有點失望。', '版型不適合我，已經退貨了。'],
  },
  fr: {
    good: [
      "J'adore, la qualité est encore meilleure que prévu.",
      'Taille parfaitement et la couleur est fidèle aux photos.',
      'Très bien fini, je l’ai déjà porté plusieurs fois.',
      'Excellent rapport qualité-prix, livraison rapide.',
      'Doux et confortable, je vais commander une autre couleur.',
    ],
    ok: [
      'Joli, mais la taille est un peu petite.',
      'Bonne qualité, la couleur est un peu plus foncée.',
    ],
    bad: [
      'Le tissu est plus fin que je ne le pensais.',
      "La coupe ne m'allait pas, je l'ai renvoyé.",
    ],
  },
};
