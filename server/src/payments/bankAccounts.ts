/**
 * The platform's bank accounts a merchant may pay a plan order to by bank transfer
 * (`PLATFORM_BANK_ACCOUNTS`: a JSON array of `{ bank, account_name, account_number, branch? }`).
 *
 * Outside production, when unset, one account clearly labelled as the sandbox's, so that
 * `npm start` shows the whole transfer journey; in production, unset means bank transfer is not
 * offered (a made-up account must never reach a real merchant's bank app).
 */
import type { BankAccount } from '@contract/checkout';

export const BANK_ACCOUNTS_SETTING = 'PLATFORM_BANK_ACCOUNTS';

/** What `npm start` offers when no account is configured: no bank holds it. */
export const SANDBOX_BANK_ACCOUNT: BankAccount = {
  bank: 'Sandbox Bank (no real account)',
  account_name: 'Merchant Marketplace (sandbox)',
  account_number: '0000-0000-0000',
  branch: 'Not a real account: do not transfer money to it',
};

const MAX_TEXT = 200;

function text(value: unknown, at: string, field: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT) {
    throw new Error(
      `${BANK_ACCOUNTS_SETTING}: ${at} needs "${field}" as text of 1 to ${MAX_TEXT} characters`,
    );
  }
  return value.trim();
}

/** Reads the accounts from the raw setting; throws a message naming the setting on bad input. */
export function parseBankAccounts(raw: string): BankAccount[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(
      `${BANK_ACCOUNTS_SETTING} must be a JSON array of {"bank", "account_name", "account_number", "branch"?}: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  if (!Array.isArray(parsed)) {
    throw new Error(
      `${BANK_ACCOUNTS_SETTING} must be a JSON array of {"bank", "account_name", "account_number", "branch"?}`,
    );
  }
  return parsed.map((entry: unknown, index) => {
    const at = `account ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new Error(`${BANK_ACCOUNTS_SETTING}: ${at} must be an object`);
    }
    const fields = entry as Record<string, unknown>;
    const unknown = Object.keys(fields).filter(
      (key) => !['bank', 'account_name', 'account_number', 'branch'].includes(key),
    );
    if (unknown.length > 0) {
      throw new Error(`${BANK_ACCOUNTS_SETTING}: ${at} has unknown fields: ${unknown.join(', ')}`);
    }
    return {
      bank: text(fields.bank, at, 'bank'),
      account_name: text(fields.account_name, at, 'account_name'),
      account_number: text(fields.account_number, at, 'account_number'),
      branch:
        fields.branch === undefined || fields.branch === null
          ? null
          : text(fields.branch, at, 'branch'),
    };
  });
}

/**
 * The configured accounts: the setting's, else (outside production) the sandbox's one, else
 * none (bank transfer is then not offered).
 */
export function loadBankAccounts(env: NodeJS.ProcessEnv): BankAccount[] {
  const raw = env[BANK_ACCOUNTS_SETTING]?.trim() ?? '';
  if (raw !== '') return parseBankAccounts(raw);
  const production = env.NODE_ENV?.trim().toLowerCase() === 'production';
  return production ? [] : [SANDBOX_BANK_ACCOUNT];
}
