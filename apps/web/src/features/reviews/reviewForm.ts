import { z } from 'zod';
import {
  MEDIA_MESSAGES,
  REVIEW_IMAGE_MAX_BYTES,
  ReviewFields,
  type Language,
} from '@atelier/contract';
import type { TranslationKey } from '../../shared/i18n/i18n.ts';

/** The picture kinds the server keeps (it checks the bytes); its own words for anything else. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];
const IMAGE_KIND = MEDIA_MESSAGES.kind;
const IMAGE_SIZE = 'Image must be at most 5 MB';

const chosen = (files: FileList | undefined) => files?.[0];

/** SPEC §5's review rules: the contract's text fields (same messages as the server) and the image. */
export const reviewFormSchema = ReviewFields.omit({ productId: true, lang: true }).extend({
  image: z
    .custom<FileList | undefined>()
    .refine((files) => !chosen(files) || IMAGE_TYPES.includes(chosen(files)!.type), IMAGE_KIND)
    .refine((files) => (chosen(files)?.size ?? 0) <= REVIEW_IMAGE_MAX_BYTES, IMAGE_SIZE),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** The rule messages (the client's and the server's are the same English texts), translated. */
const MESSAGE_KEYS: Record<string, TranslationKey> = {
  'Name is required': 'reviews.nameRequired',
  'Name must be at most 80 characters': 'reviews.nameTooLong',
  'Rating must be between 1 and 5': 'reviews.ratingRange',
  'Comment is required': 'reviews.commentRequired',
  'Comment must be at most 2000 characters': 'reviews.commentTooLong',
  [IMAGE_KIND]: 'reviews.imageKind',
  [IMAGE_SIZE]: 'reviews.imageTooLarge',
  [MEDIA_MESSAGES.pixels]: 'reviews.imageTooManyPixels',
};

/** The translation key of a rule message, or undefined for a message we don't know. */
export const messageKey = (message: string | undefined) => message && MESSAGE_KEYS[message];

/** The multipart body of POST /v1/products/review: the review is in the page's `lang`. */
export function reviewFormData(
  productId: number,
  values: ReviewFormValues,
  lang: Language,
): FormData {
  const data = new FormData();
  data.set('productId', String(productId));
  data.set('name', values.name);
  data.set('rating', String(values.rating));
  data.set('comment', values.comment);
  data.set('lang', lang);
  const image = chosen(values.image);
  if (image) data.set('image', image);
  return data;
}
