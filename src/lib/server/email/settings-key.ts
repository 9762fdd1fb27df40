// The key that encrypts secrets the owner types into the admin (the mail
// server's password), kept outside the database so a copy of the database or a
// site archive alone never reveals them. SETTINGS_KEY (64 hex characters) when
// set — every instance of a multi-instance site needs the same one — or else
// DATA_DIR/settings.key, written once (mode 0600) on first use.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

export class SettingsKeyError extends Error {}

function parseKey(text: string, where: string): Buffer {
  const hex = text.trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new SettingsKeyError(`${where} must be 64 hexadecimal characters (32 bytes)`);
  return Buffer.from(hex, 'hex');
}

const fileKeys = new Map<string, Promise<Buffer>>();

async function fileKey(dataDir: string): Promise<Buffer> {
  const file = path.resolve(dataDir, 'settings.key');
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx': only the first caller creates it; any later one (or another instance) reads that one.
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(`${randomBytes(KEY_BYTES).toString('hex')}\n`);
    } finally {
      await handle.close();
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseKey(await readFile(file, 'utf8'), file);
}

/** The 32-byte key: SETTINGS_KEY, or DATA_DIR/settings.key (created once). */
export function settingsKey(o: { SETTINGS_KEY?: string | undefined; DATA_DIR: string }): Promise<Buffer> {
  if (o.SETTINGS_KEY) return Promise.resolve(parseKey(o.SETTINGS_KEY, 'SETTINGS_KEY'));
  const dir = path.resolve(o.DATA_DIR);
  let key = fileKeys.get(dir);
  if (!key) {
    key = fileKey(dir);
    key.catch(() => fileKeys.delete(dir));
    fileKeys.set(dir, key);
  }
  return key;
}

/**
 * AES-256-GCM; `purpose` (the setting's name) is bound in as associated data, so a
 * ciphertext moved to another setting does not decrypt. Text: v1.<iv>.<tag>.<ciphertext>, base64url.
 */
export function encryptSecret(key: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Throws SettingsKeyError when the text was altered, or was encrypted under another key or for another setting. */
export function decryptSecret(key: Buffer, purpose: string, text: string): string {
  const [format, iv, tag, body] = text.split('.');
  if (format !== FORMAT || !iv || !tag || body === undefined) throw new SettingsKeyError('not an encrypted setting');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SettingsKeyError('the saved secret cannot be read with this site’s key (altered, or saved under another key)');
  }
}
