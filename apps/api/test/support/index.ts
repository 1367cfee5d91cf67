export { startTestApp, TEST_APP_URL, type TestApp, type JsonResponse } from './test-app.ts';
export { createTestDatabase } from '@horizonte/db/testing';
export { startTestSmtp, linkIn, type TestSmtp, type ReceivedMail } from './smtp.ts';
