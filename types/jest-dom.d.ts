// The jest-dom matchers (toBeInTheDocument, toHaveValue...) registered in jest/setup.cjs.
import '@testing-library/jest-dom';
