// The contract between the server and the built first-screen module (web/ssr, built into dist/ssr):
// the server loads that module at run time and never imports web source, so both sides share only this.

/** API GET paths (under /api, with their query) a first screen needs, by the name render() reads them under. */
export type FirstScreenRequests = Record<string, string>;

export interface FirstScreenModule {
  /** What the first screen of `url` (path and query) needs, or null when that page has no server first screen. */
  requestsFor(url: string): FirstScreenRequests | null;
  /**
   * The markup of the page's first screen from the API's answers (bodies as the API sent them, snake_case),
   * or null when it cannot be drawn from them. Everything is escaped by React; HTML blocks are sanitised.
   */
  render(url: string, answers: Record<string, unknown>): Promise<string | null>;
}

/** The id of the element that holds the server's first screen until the app takes over. */
export const FIRST_SCREEN_ID = 'first-screen';
