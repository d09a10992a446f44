/**
 * Where the spy startup tip's payment time is remembered per model (spec 2 section 4.4: "remembered
 * locally"). The machine decides the 10-minute waiver; this only stores and ages the timestamp.
 */
const key = (model: string) => `spy-startup-tip:${model}`;

export const startupTipStore = {
  ageMs(model: string): number | null {
    const stored = Number(globalThis.localStorage?.getItem(key(model)));
    return Number.isFinite(stored) && stored > 0 ? Date.now() - stored : null;
  },
  remember(model: string) {
    globalThis.localStorage?.setItem(key(model), String(Date.now()));
  },
};
