export declare const MINIMUM_CHROMIUM: number;
export declare function chromiumMajor(versionLine: string): number | undefined;
