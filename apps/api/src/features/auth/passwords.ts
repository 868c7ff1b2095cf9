import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 iterations): OWASP's baseline.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hash('not-a-real-password-0A!'));
