// The AngularJS template of the portal's menu (MenuController as menu, client/menu-controller.ts): the farm and its
// year list, the menu's error with what may help, and the menu groups with their done and warning states. On a phone
// the farm and the groups fold behind 'Menu' (portal.css), so the screen is not under some 30 links; the menu's
// messages stay in view.
import { RETRY_TEXT, SIGN_IN_AGAIN_TEXT } from '@klw/contracts/texts';

export const MENU_TEMPLATE = `
    <button type="button" class="menu-toggle" aria-controls="klw-menu-inhoud" ng-click="menu.toggleOpen()"
      ng-attr-aria-expanded="{{ menu.open ? 'true' : 'false' }}"><span class="menu-toggle__icon" aria-hidden="true"></span>Menu</button>
    <p class="menu-message" ng-if="menu.state === 'loading' && !menu.model" role="status">Menu laden...</p>
    <div class="menu-message menu-message--error" ng-if="menu.state === 'error'" role="alert" ng-cloak>
      <p>{{ menu.errorMessage }}</p>
      <button type="button" class="link-button" ng-if="menu.retryable" ng-click="menu.reload()">${RETRY_TEXT}</button>
      <form class="menu-message__form" method="post" ng-if="menu.sessionExpired" action="{{ menu.signInAgainHref }}">
        <button type="submit" class="link-button">${SIGN_IN_AGAIN_TEXT}</button>
      </form>
      <a ng-if="!menu.retryable && !menu.sessionExpired && !menu.onHomePage" ng-href="{{ menu.homeHref }}">Naar de startpagina</a>
    </div>
    <p class="menu-farm__notice" ng-if="menu.notYours && !menu.screenSaysWhy" role="alert" ng-cloak>{{ menu.notYours }}</p>
    <div id="klw-menu-inhoud" class="menu-body" ng-class="{'menu-body--open': menu.open}">
    <div class="menu-farm" ng-if="menu.model" ng-cloak>
      <p class="menu-farm__name">{{ menu.model.Bedrijfsnaam || menu.model.DeelnemerBedrijfsnaam }}</p>
      <p class="menu-farm__user" ng-if="menu.model.Gebruikersnaam">{{ menu.model.Gebruikersnaam }}</p>
      <label class="menu-farm__label" for="klw-jaar" ng-if="menu.showsYears">Kringloopwijzer</label>
      <div class="menu-farm__choice" ng-if="menu.showsYears">
        <select id="klw-jaar" class="menu-farm__year" data-year-choice ng-model="menu.yearChoice" ng-change="menu.yearPicked()"
          ng-keydown="menu.yearKey($event)" ng-blur="menu.yearLeft($event)" ng-disabled="!menu.years.length"
          ng-options="year.value as year.text group by year.group disable when year.disabled for year in menu.years">
        </select>
        <button type="button" class="menu-farm__open" data-year-choice ng-if="menu.yearPending" ng-click="menu.switchYear()"
          ng-blur="menu.yearLeft($event)">{{ menu.yearChoiceLabel }} openen</button>
      </div>
      <p class="menu-farm__status" ng-if="menu.showsYears && menu.model.StatusOmschrijving && !menu.notYours" title="{{ menu.model.StatusUitlegTekst }}"
        ng-class="{'menu-farm__status--afgesloten': menu.statusClosed}">
        {{ menu.model.StatusOmschrijving }}
      </p>
    </div>
    <ul class="menu-groups" ng-cloak>
      <li class="menu-group" ng-repeat="group in menu.groups track by $index" ng-class="group.textClass">
        <a class="menu-group__title" ng-if="group.href" ng-href="{{ group.href }}"
          ng-attr-aria-current="{{ group.current ? 'page' : undefined }}">{{ group.titel }}</a>
        <span class="menu-group__title" ng-if="!group.href">{{ group.titel }}</span>
        <ul class="menu-items" ng-if="group.children.length">
          <li class="menu-item" ng-repeat="item in group.children track by $index"
            ng-class="[item.textClass, {'menu-item--gereed': item.gereed, 'menu-item--waarschuwing': item.waarschuwing, 'menu-item--actief': item.current}]">
            <a ng-href="{{ item.href }}" ng-attr-aria-current="{{ item.current ? 'page' : undefined }}">
              <span class="menu-item__titel">{{ item.titel }}</span>
              <span class="menu-state menu-state--waarschuwing" ng-if="item.waarschuwing" title="Waarschuwing">
                <span aria-hidden="true">&#9888;</span><span class="visually-hidden">Waarschuwing</span>
              </span>
              <span class="menu-state menu-state--gereed" ng-if="item.gereed" title="Gereed">
                <span aria-hidden="true">&#10003;</span><span class="visually-hidden">Gereed</span>
              </span>
            </a>
          </li>
        </ul>
      </li>
    </ul>
    <p class="menu-legend" ng-if="menu.hasMarks" ng-cloak>
      <span class="menu-legend__mark menu-legend__mark--gereed" aria-hidden="true">&#10003;</span> Gereed: alles ingevuld
      <br><span class="menu-legend__mark menu-legend__mark--waarschuwing" aria-hidden="true">&#9888;</span> Waarschuwing: nog iets in te vullen of te controleren
    </p>
    </div>`;

