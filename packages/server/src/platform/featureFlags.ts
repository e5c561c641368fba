import {
  FEATURE_FLAG_DEFAULTS,
  type FeatureFlagName,
  type FeatureFlags,
} from '@shipdeck/core/contract/constants';
import { ConfigError } from '../config';

const isFlagName = (name: string): name is FeatureFlagName => Object.hasOwn(FEATURE_FLAG_DEFAULTS, name);

/**
 * SHIPDECK_FLAGS="ORDERS=on,INSTANT_SIGN_UP=off": the server's feature flags over the spec's
 * defaults (spec 01 §6, spec 03 §6). An unknown name or value stops the start (a typo must not
 * silently leave a flag at its default).
 */
export function parseFeatureFlags(value: string | undefined): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  for (const entry of (value ?? '').split(',')) {
    const raw = entry.trim();
    if (!raw) continue;
    const [name = '', setting = '', ...rest] = raw.split('=').map((part) => part.trim());
    if (!isFlagName(name.toUpperCase()) || rest.length > 0) {
      throw new ConfigError(
        `SHIPDECK_FLAGS: "${raw}" is not a known flag (one of ${Object.keys(FEATURE_FLAG_DEFAULTS).join(', ')})`,
      );
    }
    const on = ['on', 'true', '1'].includes(setting.toLowerCase());
    const off = ['off', 'false', '0'].includes(setting.toLowerCase());
    if (!on && !off) throw new ConfigError(`SHIPDECK_FLAGS: "${raw}" must be NAME=on or NAME=off`);
    flags[name.toUpperCase() as FeatureFlagName] = on;
  }
  return flags;
}
