export const chromiumLaunchArgs: string[];
export function findChromium(): string | null;
