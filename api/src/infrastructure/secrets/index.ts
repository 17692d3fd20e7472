export { decryptSecret, encryptSecret, loadSecretsKey, secretsKeyFileName } from './cipher.js';
export { readSecret, type SecretDeps, sealSecret, secretEnvNames, secretsKeyFor } from './secret-store.js';
