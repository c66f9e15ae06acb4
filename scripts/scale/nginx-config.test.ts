import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HTTP_LIMITS } from '../../simulator/http-limits';
import { nginxConfig } from './nginx-config';

const three = ['127.0.0.1:4011', '127.0.0.1:4012', '127.0.0.1:4013'];

describe('nginxConfig', () => {
  it('is the checked-in deploy/nginx/harness.conf for three processes behind port 4010', () => {
    const checkedIn = readFileSync(new URL('../../deploy/nginx/harness.conf', import.meta.url), 'utf8');
    expect(nginxConfig({ listen: '127.0.0.1:4010', upstreams: three })).toBe(checkedIn);
  });

  it('hashes every call on its session, consistently, over one server line per process', () => {
    const conf = nginxConfig({ listen: '4010', upstreams: three });
    expect(conf).toContain('hash $harness_session consistent;');
    expect(conf.match(/^ {4}server \S+ max_fails=0;$/gm)).toEqual(
      three.map((u) => `    server ${u} max_fails=0;`),
    );
    expect(conf).toContain('listen 4010;');
  });

  it('reads the session from the header, "default" without one, and from the path when ending a session', () => {
    const conf = nginxConfig({ listen: '4010', upstreams: three });
    expect(conf).toContain('map "$http_x_harness_session|$uri" $harness_session {');
    expect(conf).toMatch(/"~\*\^\[\^\|\]\*\\\|\/__harness\/sessions\/\(\?<harness_named_session>/);
    expect(conf).toContain('default default;');
    // The path rule comes first: nginx tries a map's regular expressions in order.
    expect(conf.indexOf('harness_named_session>')).toBeLessThan(conf.indexOf('harness_header_session>'));
  });

  it('never moves a session: no retry on another process, no process marked down', () => {
    const conf = nginxConfig({ listen: '4010', upstreams: ['a:1', 'b:2'] });
    expect(conf).toContain('proxy_next_upstream off;');
    expect(conf).not.toMatch(/server \S+;/);
  });

  it('ends an idle connection to a process before the process would (no call sent on a closing one)', () => {
    const idle = /keepalive_timeout (\d+)s;/.exec(nginxConfig({ listen: '4010', upstreams: ['a:1'] }))?.[1];
    expect(Number(idle) * 1000).toBeLessThan(HTTP_LIMITS.keepAliveTimeoutMs);
  });

  it('takes a worker count, one by default', () => {
    expect(nginxConfig({ listen: '1', upstreams: ['a:1'] })).toContain('worker_processes 1;');
    expect(nginxConfig({ listen: '1', upstreams: ['a:1'], workerProcesses: 'auto' })).toContain(
      'worker_processes auto;',
    );
  });

  it('names service hosts and IPv6 addresses as given', () => {
    const conf = nginxConfig({ listen: '0.0.0.0:4010', upstreams: ['harness-1:4010', '[::1]:4011'] });
    expect(conf).toContain('server harness-1:4010 max_fails=0;');
    expect(conf).toContain('server [::1]:4011 max_fails=0;');
  });

  it.each([
    [{ listen: '4010', upstreams: [] }, /at least one/],
    [{ listen: '4010', upstreams: ['localhost'] }, /HOST:PORT/],
    [{ listen: '4010', upstreams: ['a:1; evil'] }, /HOST:PORT/],
    [{ listen: 'here', upstreams: ['a:1'] }, /listen "here"/],
    [{ listen: '4010', upstreams: ['a:1', 'a:1'] }, /each process once/],
    [{ listen: '4010', upstreams: ['a:1'], workerProcesses: 0 }, /workerProcesses 0/],
  ])('refuses %j', (options, message) => {
    expect(() => nginxConfig(options)).toThrow(message);
  });
});
