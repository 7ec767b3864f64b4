import { loadPushConfig } from '../../server/src/push/config';
import { parseArgs, run } from './cli';

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
};

describe('npm run push', () => {
  it('reads keys, help and nonsense', () => {
    expect(parseArgs(['keys'])).toEqual({ kind: 'keys' });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['keys', '--force'])).toEqual({
      kind: 'error',
      message: 'keys takes no options, got --force.',
    });
  });

  it('prints a new pair the server accepts as its configuration', async () => {
    const { out, err, io: output } = io();
    expect(await run(['keys'], output)).toBe(0);
    expect(err).toEqual([]);
    const lines = out.join('\n').split('\n');
    expect(lines).toHaveLength(2);
    const env = Object.fromEntries(lines.map((line) => line.split('=') as [string, string]));
    const config = loadPushConfig({ ...env, VAPID_SUBJECT: 'mailto:ops@example.test' });
    expect(config.vapid?.publicKey).toBe(env.VAPID_PUBLIC_KEY);
    // Another run, another pair.
    const again = io();
    await run(['keys'], again.io);
    expect(again.out[0]).not.toBe(out[0]);
  });

  it('refuses half a pair, a bad key and a missing subject', () => {
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    );
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' })).toThrow(
      /VAPID_PUBLIC_KEY must be/,
    );
    expect(loadPushConfig({}).vapid).toBeNull();
  });
});
