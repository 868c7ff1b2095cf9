// The secrets every test app uses, in one place so the log check after a run (log-check.ts) looks
// for the very values the tests sent.
export const TEST_PASSWORD = 'Correct-Horse-42!';
export const TEST_COOKIE_SECRET = 'test-cookie-secret-that-is-long-enough-0123456789';
