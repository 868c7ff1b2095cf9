// The gear fixtures live in src/test (the TTK calculator's tests use them too).
export { piece, round } from '../../../test/gear-fixtures';
