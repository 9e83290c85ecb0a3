/** Credentials, keys, keyrings and browser profiles in the home folder (Linux and macOS locations). */
const homeSecrets = [
  '~/.ssh',
  '~/.gnupg',
  '~/.aws',
  '~/.azure',
  '~/.config/gcloud',
  '~/.kube',
  '~/.docker/config.json',
  '~/.netrc',
  '~/.pgpass',
  '~/.git-credentials',
  '~/.npmrc',
  '~/.pypirc',
  '~/.password-store',
  '~/.local/share/keyrings',
  '~/.config/metnos',
  '~/.mozilla',
  '~/.thunderbird',
  '~/snap/firefox',
  '~/.config/google-chrome',
  '~/.config/chromium',
  '~/.config/BraveSoftware',
  '~/.config/microsoft-edge',
  '~/.config/vivaldi',
  '~/Library/Keychains',
  '~/Library/Cookies',
  '~/Library/Safari',
  '~/Library/Application Support/Google/Chrome',
  '~/Library/Application Support/Chromium',
  '~/Library/Application Support/BraveSoftware',
  '~/Library/Application Support/Firefox',
  '~/Library/Application Support/Microsoft Edge',
  '~/Library/Thunderbird',
];

/** Files named like this hold secrets wherever they are (`.env`, `.env.local`, `.env.production`, ...). */
const secretNames = ['.env', '.env.*'];

/** The assistant's own files in its data folder that hold secrets or its whole history (the Praxis store). */
const dataDirSecrets = ['*.sqlite*', '*secret*', '*token*', '*.key', '*.pem'];

const escapeGlob = (path: string) => path.replace(/[*?[\]{}()!+@\\]/g, '\\$&');

/**
 * The paths no executor may touch even when the allowlist covers them (see `createPathPolicy` for the entry
 * forms): SSH/GnuPG/cloud/Kubernetes/Docker credentials, `.netrc`, `.pgpass`, `.git-credentials`, npm and PyPI
 * tokens, keyrings and `pass`, browser and mail profiles (Linux and macOS), the metnos config folder (runtime.toml
 * can hold `api_key` and `smtp_url`; also `configDir` when it is elsewhere), `.env` / `.env.*` files anywhere, and in
 * `dataDir` the SQLite store and any file named like a secret, token or key.
 */
export function defaultPathDenylist({ configDir, dataDir }: { configDir?: string; dataDir?: string } = {}): string[] {
  return [
    ...homeSecrets,
    ...secretNames,
    ...(configDir === undefined ? [] : [configDir]),
    ...(dataDir === undefined ? [] : dataDirSecrets.map((name) => `${escapeGlob(dataDir.replace(/\/+$/, ''))}/${name}`)),
  ];
}
