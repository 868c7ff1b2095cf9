import { describe, expect, it } from 'vitest';
import { parseBuildCode } from './build-code';

describe('parseBuildCode — "6" + 20 capitals or digits, also inside a pasted line', () => {
  it.each([
    ['6L6JE9S01SD6JA3I74O3I', '6L6JE9S01SD6JA3I74O3I'],
    ['  6l6je9s01sd6ja3i74o3i ', '6L6JE9S01SD6JA3I74O3I'],
    ['MDR Assault Rifle-Operations-6L6JE9S01SD6JA3I74O3I', '6L6JE9S01SD6JA3I74O3I'],
    ['MDR突击步枪-烽火地带-6L6JHQ804BG7MUGF089BS', '6L6JHQ804BG7MUGF089BS'],
    ['', null],
    ['6L6JE9S01SD6JA3I74O3', null], // 20 characters
    ['6L6JE9S01SD6JA3I74O3IX', null], // 22 characters
    ['7L6JE9S01SD6JA3I74O3I', null], // does not start with 6
    ['6L6JE9S01SD6JA3I74O3_', null],
    ['<script>6L6JE9S01SD6JA3I74O3I', null],
  ])('%j → %j', (input, expected) => {
    expect(parseBuildCode(input)).toBe(expected);
  });
});
