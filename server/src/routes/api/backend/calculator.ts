/**
 * The Price Calculator popup's two lists: its plans and its add-ons (name, unit, price). Public
 * reference data: the same for every visitor.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalculatorAddonList, CalculatorPlanList, apiPaths, responses } from '@contract';

const calculatorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reference } = fastify.repositories;

  fastify.get(
    `/${apiPaths.calculatorPlans}`,
    { config: { cache: 'public' }, schema: { response: responses(CalculatorPlanList) } },
    () => reference.calculatorPlans(),
  );

  fastify.get(
    `/${apiPaths.calculatorAddons}`,
    { config: { cache: 'public' }, schema: { response: responses(CalculatorAddonList) } },
    () => reference.calculatorAddons(),
  );
};

export default calculatorRoutes;
