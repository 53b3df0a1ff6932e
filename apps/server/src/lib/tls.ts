import { readFileSync } from 'node:fs';
import { type Config, ConfigError } from '../config.js';

type TlsSettings = Pick<Config, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>;

/** Whether the server ends TLS itself (the settings name both files, as loadConfig requires). */
export function endsTls(config: TlsSettings): config is { TLS_CERT_FILE: string; TLS_KEY_FILE: string } {
  return config.TLS_CERT_FILE !== undefined && config.TLS_KEY_FILE !== undefined;
}

/**
 * How the server speaks: plain HTTP/1.1 by default, or, given a certificate and its key, HTTPS
 * with HTTP/2 (and HTTP/1.1 for clients without it). Over HTTP/2 a phone fetches the storefront's
 * dozens of scripts over one connection at once, instead of six at a time.
 */
export function serverTransport(config: TlsSettings) {
  if (!endsTls(config)) return { secure: false as const, options: {} };
  const read = (name: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new ConfigError(`${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? error})`);
    }
  };
  const cert = read('TLS_CERT_FILE', config.TLS_CERT_FILE);
  const key = read('TLS_KEY_FILE', config.TLS_KEY_FILE);
  return {
    secure: true as const,
    // Closing sends each HTTP/2 session a GOAWAY: its requests in flight finish, no new one starts.
    options: { http2: true as const, https: { allowHTTP1: true, cert, key }, forceCloseConnections: true },
  };
}
