import { z } from 'zod';
import {
  announcementsQuerySchema, announcementsSchema, helpCenterQuerySchema, helpItemSchema, noticePageSchema,
  noticeReadBodySchema, noticeReadSchema, noticesQuerySchema, userAgreementQuerySchema, userAgreementSchema,
} from '../schemas/content.ts';
import { defineEndpoint } from './define.ts';

/**
 * Announcements, notices, the help centre and the user agreement. Announcements and notices take an optional
 * session: with a live `Authorization` token they add the member's read state and unread count.
 */
export const contentEndpoints = {
  announcements: defineEndpoint({
    method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', encrypted: false, session: 'optional',
    query: announcementsQuerySchema, response: announcementsSchema,
  }),
  notices: defineEndpoint({
    method: 'GET', path: '/wps/relay/MCSFE_getNotices', encrypted: false, session: 'optional',
    query: noticesQuerySchema, response: noticePageSchema,
  }),
  noticeRead: defineEndpoint({
    method: 'POST', path: '/wps/relay/MCSFE_readAnnouncement', encrypted: false, session: true,
    body: noticeReadBodySchema, response: noticeReadSchema,
  }),
  helpCenter: defineEndpoint({
    method: 'GET', path: '/wps/system/helpCenter', encrypted: false, session: false,
    query: helpCenterQuerySchema, response: z.array(helpItemSchema),
  }),
  userAgreement: defineEndpoint({
    method: 'GET', path: '/wps/system/userAgreement', encrypted: false, session: false,
    query: userAgreementQuerySchema, response: userAgreementSchema,
  }),
};
