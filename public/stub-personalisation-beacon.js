// A harmless stand-in for the personalisation beacon on the embedded stub: it only says it ran.
// The site adds it while advertising consent (OneTrust group C0004) is active and removes it when
// that consent is withdrawn.
globalThis.console.info(
  '[personalisation] Stand-in beacon loaded: advertising consent (C0004) is active.',
);
