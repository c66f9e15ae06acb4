import { describe, expect, it } from 'vitest';
import { findNginx } from './scale-stack';

describe('findNginx', () => {
  it('takes $NGINX alone when set, and answers nothing when it is not an executable', () => {
    expect(findNginx({ NGINX: '/bin/sh' })).toBe('/bin/sh');
    expect(findNginx({ NGINX: '/no/such/nginx', PATH: '/usr/sbin:/usr/bin' })).toBeUndefined();
  });

  it('looks in /usr/sbin, then PATH', () => {
    const found = findNginx({ PATH: '/no/such/dir' });
    expect(found === undefined || found === '/usr/sbin/nginx').toBe(true);
  });
});
