import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from './body-limits.server';

describe('body limits of the Hindi pages (issue 19)', () => {
  it('gives a Hindi page the limit of its English twin', () => {
    expect(bodyLimitFor('/hi/register')).toEqual(bodyLimitFor('/register'));
    expect(bodyLimitFor('/hi/register').kind).toBe('upload');
    expect(bodyLimitFor('/hi/account/messages/T-1.data')).toEqual(bodyLimitFor('/account/messages/T-1'));
  });
});
