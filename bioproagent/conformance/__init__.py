"""K_i, intent conformance: the third verifier next to K_s (science) and K_p (physics)."""

from bioproagent.conformance.check import check_conformance
from bioproagent.conformance.codes import ASK_CODES, INTENT_CODES
from bioproagent.conformance.rpm import rotor_radius_cm, rpm_to_rcf

__all__ = ["ASK_CODES", "INTENT_CODES", "check_conformance", "rotor_radius_cm", "rpm_to_rcf"]
