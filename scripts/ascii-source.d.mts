export declare const asciiOnly: (source: string) => string;
export declare function escapingSaves(source: string): boolean;
