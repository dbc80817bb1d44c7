/**
 * The text of the manual card's info popup (phosphorus content, other production, calves fed). A chunk of its own
 * (info-popup-text.tsx): only a farmer who opens the popup loads it. Plain elements only: a chunk that imported
 * Fluent's styles or tokens would take them out of the screen's concatenated chunk, and its tree-shaken token table
 * would come back whole (about 35 KB more on the first view).
 */
export function InfoText() {
  return (
    <>
      <p>
        <strong>Fosforgehalte:</strong> het gemiddelde fosforgehalte van de melk in mg per 100 g. Is het niet bekend,
        dan wordt gerekend met 97 mg / 100 g. Het fosforgehalte wordt gevraagd vanaf 2019.
      </p>
      <p>
        <strong>Overige productie:</strong> melk die wel is geproduceerd maar niet is geleverd, niet zelf is gezuiveld
        en niet aan kalveren is gevoerd, bijvoorbeeld melk voor eigen gebruik of afgekeurde melk. Gevraagd vanaf 2020.
      </p>
      <p>
        <strong>Melk gevoerd aan kalveren:</strong> de hoeveelheid melk in kg die in het jaar aan kalveren is gevoerd.
        Gevraagd vanaf 2022.
      </p>
    </>
  );
}
