import type { z } from 'zod';
import type { AdminReview, AdminReviewPage, ReviewModeration } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';

export type Review = z.infer<typeof AdminReview>;

export const REVIEWS = 'reviews';
export const REVIEW_FILTERS = ['status'] as const;

export const loadReviews = (filters: { status: string }, cursor?: string) =>
  api.get<z.infer<typeof AdminReviewPage>>('/reviews', { status: filters.status, cursor });

export const moderateReview = (id: number, body: ReviewModeration) =>
  api.patch<Review>(`/reviews/${id}`, body);
