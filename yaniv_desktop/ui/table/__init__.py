"""The card table: the scene, card items, their layout and pictures, the coach."""
