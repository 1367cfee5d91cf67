// Complexes as customers (issue 33): the landing's contact form, the leads' funnel and their conversion
// into complexes, each complex's plan, the commercial dashboard and the monthly targets.
import { z } from 'zod';

import {
  clienteListInput,
  clienteListOutput,
  COMERCIAL_MSG,
  comercialResumenOutput,
  contactoInput,
  contactoOutput,
  leadConvertirInput,
  leadConvertirOutput,
  leadEstadoInput,
  leadListInput,
  leadListOutput,
  leadSingleOutput,
  metasGetInput,
  metasOutput,
  metasPutInput,
  phIdInput,
  phPlanGetOutput,
  phPlanInput,
  phPlanSingleOutput,
} from '@horizonte/contracts';

import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { router } from '../../trpc/init.ts';
import { authedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { toPhOutput } from '../ph/output.ts';
import { listClientes } from './clientes.ts';
import { enviarContacto } from './contacto.ts';
import { convertirLead } from './convertir.ts';
import { listLeads } from './list.ts';
import { fijarMetas, leerMetas } from './metas.ts';
import { moverLead } from './mover.ts';
import { toLeadOutput, toPlanOutput } from './output.ts';
import { cambiarPlan, leerPlan } from './plan.ts';
import { resumenComercial } from './resumen.ts';

const tags = ['Comercial'];

export const comercialRouter = router({
  contactos: router({
    create: publicProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: '/contacto',
          tags,
          summary: 'Formulario de contacto de la página principal: deja los datos de un conjunto interesado',
          description:
            'Pública. Exige la autorización de tratamiento de datos (Ley 1581 de 2012, art. 9), que se guarda con su texto y fecha. Limitada por dirección IP (429 al superar el cupo). La respuesta es la misma siempre que los datos sean válidos.',
        },
      })
      .input(contactoInput)
      .output(contactoOutput)
      .mutation(async ({ ctx, input }) => ({ success: true as const, message: await enviarContacto(ctx, ctx, input) })),
  }),

  leads: router({
    list: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/plataforma/leads',
          tags,
          summary: 'Leads del formulario de contacto, del más reciente al más antiguo, por estado (COMERCIAL, SUPER_ADMIN)',
        },
      })
      .input(leadListInput)
      .output(leadListOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, ...(await listLeads(ctx, ctx.actor, input)) })),

    mover: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/leads/{id}/estado',
          tags,
          summary: 'Mueve un lead a otro estado del embudo, con una nota (COMERCIAL, SUPER_ADMIN)',
          description:
            'nuevo → contactado → demo → prueba; a perdido desde cualquier estado, y un perdido vuelve a contactado. A cliente solo se llega convirtiéndolo (POST /leads/{id}/convertir). Otro paso responde 409.',
        },
      })
      .input(leadEstadoInput)
      .output(leadSingleOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        lead: toLeadOutput(await moverLead(ctx, ctx.actor, id, data), data.nota),
      })),

    convertir: authedProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: '/leads/{id}/convertir',
          tags,
          summary:
            'Convierte un lead en conjunto: lo crea con su plan e invita por correo a su primer administrador (COMERCIAL, SUPER_ADMIN)',
          requestHeaders: idempotencyHeaders,
        },
      })
      .input(leadConvertirInput)
      .output(leadConvertirOutput)
      .mutation(
        idempotent(async ({ ctx, input: { id, ...data } }) => {
          const { lead, ph, plan, invitation, nota } = await convertirLead(ctx, ctx.actor, id, data);
          return {
            success: true as const,
            message: COMERCIAL_MSG.leadConvertido,
            lead: toLeadOutput(lead, nota),
            property: toPhOutput(ph),
            plan: toPlanOutput(plan),
            invitacion: { id: invitation.id, email: invitation.email },
          };
        }),
      ),
  }),

  clientes: router({
    list: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/plataforma/clientes',
          tags,
          summary:
            'Los conjuntos como clientes: cada uno con su plan y estado, del más reciente al más antiguo (COMERCIAL, SUPER_ADMIN)',
        },
      })
      .input(clienteListInput)
      .output(clienteListOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, ...(await listClientes(ctx, ctx.actor, input)) })),
  }),

  planes: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/ph/{id}/plan',
          tags,
          summary: 'El plan del conjunto y, si está suspendido, el aviso que ven sus usuarios (quien puede ver el conjunto)',
        },
      })
      .input(phIdInput)
      .output(phPlanGetOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, ...(await leerPlan(ctx, ctx.actor, input.id)) })),

    update: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/ph/{id}/plan',
          tags,
          summary: 'Fija el plan y el estado (prueba, activa, suspendida) de un conjunto (COMERCIAL, SUPER_ADMIN)',
          description:
            'Élite Plus lleva el precio mensual acordado (precioMensual); los demás planes tienen el precio publicado. Suspender conserva todos los datos: sus usuarios siguen consultando, pero sus cambios responden 409 CONJUNTO_SUSPENDIDO.',
        },
      })
      .input(phPlanInput)
      .output(phPlanSingleOutput)
      .mutation(async ({ ctx, input: { id, ...data } }) => ({
        success: true as const,
        plan: toPlanOutput(await cambiarPlan(ctx, ctx.actor, id, data)),
        message: COMERCIAL_MSG.planActualizado,
      })),
  }),

  resumen: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/plataforma/comercial',
          tags,
          summary:
            'Cifras comerciales: leads por estado, conversiones del mes, conjuntos por plan y estado, e ingreso mensual recurrente (COMERCIAL, SUPER_ADMIN)',
        },
      })
      .input(z.void())
      .output(comercialResumenOutput)
      .query(async ({ ctx }) => ({ success: true as const, ...(await resumenComercial(ctx, ctx.actor)) })),
  }),

  metas: router({
    get: authedProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: '/plataforma/metas',
          tags,
          summary: 'Metas comerciales de un mes (AAAA-MM; por defecto el actual) y lo logrado (COMERCIAL, SUPER_ADMIN)',
        },
      })
      .input(metasGetInput)
      .output(metasOutput)
      .query(async ({ ctx, input }) => ({ success: true as const, ...(await leerMetas(ctx, ctx.actor, input.periodo)) })),

    update: authedProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: '/plataforma/metas',
          tags,
          summary: 'Fija las metas comerciales de un mes: nuevos clientes e ingreso mensual recurrente (SUPER_ADMIN)',
        },
      })
      .input(metasPutInput)
      .output(metasOutput)
      .mutation(async ({ ctx, input: { periodo, ...data } }) => ({
        success: true as const,
        ...(await fijarMetas(ctx, ctx.actor, { periodo, ...data })),
      })),
  }),
});
