// createApp for tests that build an app of their own (other options, other services): the same app,
// with every REST answer checked against the OpenAPI document, as startTestApp's app is.
import { createApp as createServerApp } from '../../src/app.ts';
import { validateAppAnswers } from './openapi-validator.ts';

export const createApp: typeof createServerApp = (...args) => validateAppAnswers(createServerApp(...args));
