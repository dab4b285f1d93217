/** The platform's calendar lives in the contract, so the app asks for the same "today" the server counts. */
export { BUSINESS_UTC_OFFSET_MINUTES, businessDate } from '@m/contract';
