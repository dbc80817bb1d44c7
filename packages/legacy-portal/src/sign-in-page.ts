// The demo sign-in page (SignInController as signIn, client/sign-in-controller.ts): the local API's demo users.
import type { KlwPageConfig } from './config';
import { renderFrame } from './page-frame';
import { SIGN_IN_USERS_TEMPLATE } from './sign-in-template';

export interface SignInPageInput {
  base: string;
  config: KlwPageConfig;
  styleNonce?: string;
}

export function renderSignInPage(input: SignInPageInput): string {
  return renderFrame({
    base: input.base,
    title: 'Aanmelden',
    config: input.config,
    styleNonce: input.styleNonce,
    signedIn: false,
    yearSwitchTemplate: '',
    mainAttributes: 'ng-controller="SignInController as signIn"',
    main: `    <section class="card signin" aria-labelledby="signin-title">
      <h1 id="signin-title">Aanmelden</h1>
      <p>Dit is de demo-omgeving van de Kringloopwijzer. Kies een gebruiker om mee aan te melden.</p>
      <noscript><p class="alert alert--error">Schakel JavaScript in om aan te melden.</p></noscript>
${SIGN_IN_USERS_TEMPLATE}
    </section>`,
  });
}

