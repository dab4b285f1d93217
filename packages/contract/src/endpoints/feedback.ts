import { z } from 'zod';
import {
  feedbackIdQuerySchema, feedbackListQuerySchema, feedbackListSchema, feedbackPictureSchema, feedbackRequestSchema, feedbackSchema,
  feedbackSettingsSchema, operatorFeedbackCloseSchema, operatorFeedbackDetailSchema, operatorFeedbackIdQuerySchema,
  operatorFeedbackListQuerySchema, operatorFeedbackReplySchema, operatorFeedbackSchema,
} from '../schemas/feedback.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** A member's feedback (spec §7, module FEEDBACK3): every call needs a real (not trial) account and reads only the member's own. */
export const feedbackEndpoints = {
  feedbackSettings: defineEndpoint({
    method: 'GET', path: '/wps/feedback/settings', encrypted: false, session: true,
    query: noQuery, response: feedbackSettingsSchema,
  }),
  submitFeedback: defineEndpoint({
    method: 'PUT', path: '/wps/feedback', encrypted: false, session: true,
    body: feedbackRequestSchema, response: feedbackSchema,
  }),
  feedbackList: defineEndpoint({
    method: 'GET', path: '/wps/feedback/list', encrypted: false, session: true,
    query: feedbackListQuerySchema, response: feedbackListSchema,
  }),
  feedbackDetail: defineEndpoint({
    method: 'GET', path: '/wps/feedback/detail', encrypted: false, session: true,
    query: feedbackIdQuerySchema, response: feedbackSchema,
  }),
  /** One picture of the member's own feedback: the server's re-encoded copy, never the upload. */
  feedbackPicture: defineEndpoint({
    method: 'GET', path: '/wps/feedback/picture', encrypted: false, session: true,
    query: feedbackIdQuerySchema, response: feedbackPictureSchema,
  }),
};

/** The operator's side: a merchant's feedback, one read with its pictures, a reply, a close. */
export const operatorFeedbackEndpoints = {
  operatorFeedback: defineEndpoint({
    method: 'GET', path: '/ops/api/feedback', encrypted: false, session: true, operator: true,
    query: operatorFeedbackListQuerySchema, response: z.array(operatorFeedbackSchema),
  }),
  operatorFeedbackDetail: defineEndpoint({
    method: 'GET', path: '/ops/api/feedback/detail', encrypted: false, session: true, operator: true,
    query: operatorFeedbackIdQuerySchema, response: operatorFeedbackDetailSchema,
  }),
  operatorReplyFeedback: defineEndpoint({
    method: 'POST', path: '/ops/api/feedback/reply', encrypted: false, session: true, operator: true,
    body: operatorFeedbackReplySchema, response: operatorFeedbackSchema,
  }),
  operatorCloseFeedback: defineEndpoint({
    method: 'POST', path: '/ops/api/feedback/close', encrypted: false, session: true, operator: true,
    body: operatorFeedbackCloseSchema, response: operatorFeedbackSchema,
  }),
};
