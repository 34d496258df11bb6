import { passwordProblem } from '@/api/schemas/password';

const sets = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '-_.!@#%+='] as const;
const all = sets.join('');

/** A uniform index below `n` from the browser's (or Node's) cryptographic generator, without modulo bias. */
function randomBelow(n: number, random: (a: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buf = new Uint32Array(1);
  for (;;) {
    random(buf);
    if (buf[0]! < limit) return buf[0]! % n;
  }
}

/**
 * A password the service accepts for `username`: 20 characters from every
 * class (look-alike characters left out), drawn with crypto.getRandomValues.
 */
export function generatePassword(username: string, random: (a: Uint32Array) => Uint32Array = (a) => crypto.getRandomValues(a)): string {
  for (;;) {
    const chars = sets.map((set) => set[randomBelow(set.length, random)]!);
    while (chars.length < 20) chars.push(all[randomBelow(all.length, random)]!);
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomBelow(i + 1, random);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (!passwordProblem(password, username)) return password;
  }
}
