// Matchers of @testing-library/jest-dom (installed by the shared jest setup) for the type checker.
import "@testing-library/jest-dom";
