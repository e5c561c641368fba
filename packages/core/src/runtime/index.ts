// What every flow's store runs on (issue 17): timers, the stale-answer guard, the debounce and the
// browser storage keys. The prepare, pickup and tracking stores plug in here instead of copying
// the quote's.
export type { LatestOnly } from './latestOnly';
export { latestOnly } from './latestOnly';
export type { OnDemand } from './onDemand';
export { onDemand } from './onDemand';
export { STORAGE_KEYS } from './storageKeys';
export type { Timers } from './timers';
export { platformTimers, RATE_DEBOUNCE_MS } from './timers';
