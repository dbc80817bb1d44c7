export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare function contentSecurityPolicy(input: { apiUrls: string[]; frameUrls?: string[]; overrideOrigins?: readonly string[]; styleNonce?: string }): string;
export declare function newNonce(): string;
