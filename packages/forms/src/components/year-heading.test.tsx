import { act, render, screen } from '@testing-library/react';
import type { CallContext } from '@klw/contracts/calls';
import { sessionStore } from 'klw_auth/session';
import { YearHeadingLine } from './year-heading';

const ADVISED: CallContext = {
  gebruikerId: 2,
  deelnemerId: 3,
  proxyId: 2,
  proxyKvk: '87654321',
  kringloopwijzerId: 4023,
  naam: 'Zuivelboerderij Bakker',
  kringloopwijzerJaar: 2023,
  kringloopwijzerStatusId: 2,
  gebruikerKvKNummer: '87654321',
  gebruikerIsDeelnemer: false,
  gebruikerIsSBMedewerker: false,
  gebruikerIsAuthorized: false,
  gebruikerIsDemoGebruiker: false,
  volmacht: true,
};

afterEach(() => sessionStore.setState({ callContext: null, status: 'idle', error: null }));

it("names the farm, the year and its status once the user's data is there, and nothing before", () => {
  sessionStore.setState({ callContext: null, status: 'loading', error: null });
  const { container } = render(<YearHeadingLine />);
  expect(container).toBeEmptyDOMElement();
  act(() => sessionStore.setState({ callContext: ADVISED, status: 'loaded' }));
  expect(screen.getByText('Zuivelboerderij Bakker')).toBeInTheDocument();
  expect(screen.getByText('Kringloopwijzer 2023')).toBeInTheDocument();
  expect(screen.getByText('Afgesloten')).toBeInTheDocument();
});
