/** The Price Calculator popup's two lists: its plans and its add-ons (name, unit, price). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalculatorAddonList, CalculatorPlanList, paths, responses } from '@contract';

const calculatorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { reference } = fastify.repositories;

  fastify.get(
    `/${paths.calculatorPlans}`,
    { schema: { response: responses(CalculatorPlanList) } },
    () => reference.calculatorPlans(),
  );

  fastify.get(
    `/${paths.calculatorAddons}`,
    { schema: { response: responses(CalculatorAddonList) } },
    () => reference.calculatorAddons(),
  );
};

export default calculatorRoutes;
