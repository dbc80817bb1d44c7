// The demo users to choose from (SignInController as signIn): on the sign-in page and in the sign-in dialog of every
// signed-in page (page-frame.ts), one markup for both.
import { RETRY_TEXT } from '@klw/contracts/texts';

export const SIGN_IN_USERS_TEMPLATE = `
      <p class="muted" ng-if="signIn.state === 'loading'" role="status">Gebruikers laden...</p>
      <div class="alert alert--error" ng-if="signIn.state === 'unreachable'" role="alert" ng-cloak>
        <p><strong>De lokale API is niet bereikbaar.</strong></p>
        <p>Er kon geen verbinding worden gemaakt met {{ signIn.apiBaseUrl }}. Start de lokale API en probeer het opnieuw.</p>
        <button type="button" class="button" ng-click="signIn.load()">${RETRY_TEXT}</button>
      </div>
      <div class="alert alert--error" ng-if="signIn.state === 'failed'" role="alert" ng-cloak>
        <p>{{ signIn.errorMessage }}</p>
        <button type="button" class="button" ng-click="signIn.load()">${RETRY_TEXT}</button>
      </div>
      <p class="muted" ng-if="signIn.state === 'loaded' && !signIn.users.length" ng-cloak>Er zijn geen demogebruikers.</p>
      <ul class="signin-users" ng-if="signIn.users.length" ng-cloak>
        <li ng-repeat="user in signIn.users track by user.id">
          <button type="button" class="signin-user" ng-click="signIn.choose(user)" ng-disabled="signIn.busy">
            <span class="signin-user__naam">{{ user.naam }}</span>
            <span class="signin-user__rol">{{ user.rol }}</span>
          </button>
        </li>
      </ul>
      <p class="alert alert--error" ng-if="signIn.signInError" role="alert" ng-cloak>{{ signIn.signInError }}</p>`;
