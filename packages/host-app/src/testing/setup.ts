import { configure } from '@testing-library/react';

// Pages and dialogs are lazy chunks: on a busy machine (CI's two cores) loading one can take longer than
// testing-library's 1 s default for findBy… queries. Waiting longer only slows a failing test.
configure({ asyncUtilTimeout: 5_000 });
