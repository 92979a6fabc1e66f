"""Plate steps every offline recipe shares: seal, peel, read, and the plate in use."""

from __future__ import annotations

from bioproagent.planners.offline.layout import Builder, fmt_num


class PlateSteps:
    """Adds the plate-handling steps recipes share to the builder, and remembers the plate
    the draft is working on (the last one a recipe set up)."""

    def __init__(self, b: Builder) -> None:
        self.b = b
        self.plate: str | None = None

    def seal(self, plate: str) -> None:
        suggested = self.b.seal_settings
        t = self.b.value(
            "seal_temperature_c",
            "seal_temperature_c",
            suggested.get("temperature_c"),
            "Seal temperature",
            "C",
        )
        d = self.b.value(
            "seal_duration_s", "seal_duration_s", suggested.get("duration_s"), "Seal time", "s"
        )
        self.b.step(
            f"Heat seal {plate} at {fmt_num(t)} C for {fmt_num(d)} s.",
            "seal",
            {"temperature_c": t, "duration_s": d},
            {"plate": plate},
            category="SEAL",
        )

    def peel(self, plate: str) -> None:
        self.b.step(f"Peel the seal from {plate}.", "peel", {}, {"plate": plate}, category="PEEL")

    def read(self, plate: str, mode: str, used: list[str] | None = None) -> None:
        b = self.b
        if mode == "fluorescence":
            ex = b.value(("excitation_nm",), "excitation_nm", 485, "Excitation", "nm")
            em = b.value(("emission_nm",), "emission_nm", 535, "Emission", "nm")
            b.step(
                f"Read fluorescence of {plate} at {ex}/{em} nm.",
                "read_fluorescence",
                {"excitation_nm": ex, "emission_nm": em},
                {"plate": plate},
                category="READ",
            )
        elif mode == "luminescence":
            it = b.value(("integration_s",), "integration_s", 1, "Integration time", "s")
            b.step(
                f"Read luminescence of {plate} ({it} s integration).",
                "read_luminescence",
                {"integration_s": it},
                {"plate": plate},
                category="READ",
            )
        else:
            wl = b.value(("wavelength_nm",), "wavelength_nm", 450, "Wavelength", "nm")
            b.step(
                f"Read absorbance of {plate} at {fmt_num(wl)} nm.",
                "read_absorbance",
                {"wavelength_nm": wl},
                {"plate": plate},
                category="READ",
            )

    def read_mode(self) -> str:
        ops, text = self.b.intent.operations, self.b.intent.text.lower()
        if "read_fluorescence" in ops or "fluoresc" in text:
            return "fluorescence"
        if "read_luminescence" in ops or "luminesc" in text:
            return "luminescence"
        return "absorbance"

    def ensure_plate(self, contents_ul: float = 100) -> str:
        b = self.b
        if self.plate is None:
            fmt = next((f for f in b.intent.formats if f.startswith("plate")), "plate_96")
            self.plate = b.add_labware(
                "plate", fmt, [{"volume_ul": contents_ul, "reagent": "sample"}]
            )
            b.assumptions.append(f"The plate ({fmt}) holds {fmt_num(contents_ul)} uL per well.")
        return self.plate
