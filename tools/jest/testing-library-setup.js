// Testing Library gives up on a `findBy`/`waitFor` after 1 s by default. CI shares 2 cores between Jest's workers,
// the databases and the browser journeys, where a first render with lazy chunks can take longer than that without
// anything being wrong; 5 s keeps those waits about the behaviour, not the machine's load.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
